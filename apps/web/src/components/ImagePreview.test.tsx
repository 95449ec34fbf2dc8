import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useImagePreview } from './ImagePreview.tsx';

let preview: (url: string, name?: string) => boolean = () => false;

function Harness() {
  const p = useImagePreview();
  preview = p.preview;
  return <>{p.node}</>;
}

describe('image preview', () => {
  it('opens pictures and declines other files', async () => {
    render(<Harness />);
    let opened = true;
    act(() => void (opened = preview('/files/contract.pdf')));
    expect(opened).toBe(false);
    expect(document.querySelector('.ant-image-preview')).toBeNull();
    act(() => void (opened = preview('/api/Common/download?token=abc', 'scan.JPG')));
    expect(opened).toBe(true);
    await screen.findAllByRole('img');
    expect(document.querySelector('.ant-image-preview img')?.getAttribute('src')).toBe(
      '/api/Common/download?token=abc',
    );
  });
});
