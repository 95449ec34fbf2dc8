import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { FileUploader } from './FileUploader.tsx';
import type { UploadedFile } from './upload-api.ts';

const UPLOAD = '/api/Upload/doUpload';

let api: ReturnType<typeof fakeApi>;
let next = 0;
beforeEach(() => {
  next = 0;
  api = fakeApi({
    [UPLOAD]: () =>
      ok({
        id: ++next + 10,
        name: 'x',
        url: `/api/Upload/file?id=${next + 10}`,
        attachment_id: next + 10,
        title: `file${next}`,
      }),
  });
});

function open(props: { maxCount?: number; accept?: string[] } = {}) {
  const onChange = vi.fn<(files: UploadedFile[]) => void>();
  const view = renderPage('/x', <FileUploader onChange={onChange} {...props} />);
  // the uploader renews its input after each pick
  const choose = (...files: File[]) =>
    fireEvent.change(view.container.querySelector('input[type=file]') as HTMLInputElement, { target: { files } });
  return { onChange, choose };
}

const file = (name: string, size = 10) => {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('file uploader', () => {
  it('uploads each file and reports the stored files', async () => {
    const { onChange, choose } = open();
    choose(file('a.png'));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([{ id: 11, name: 'file1', url: '/api/Upload/file?id=11' }]),
    );
    expect(api.to(UPLOAD)).toHaveLength(1);
    expect(api.to(UPLOAD)[0].body).toEqual({ file: 'file:a.png' });
  });

  it('skips ._ files and .DS_Store', async () => {
    const { choose } = open();
    choose(file('._a.png'), file('.DS_Store'), file('b.pdf'));
    await waitFor(() => expect(api.to(UPLOAD)).toHaveLength(1));
    expect(api.to(UPLOAD)[0].body).toEqual({ file: 'file:b.pdf' });
    expect(screen.queryByText('._a.png')).toBeNull();
  });

  it('refuses a file over 2G with 单个文件最大体积限制为2G！', async () => {
    const { choose } = open();
    choose(file('big.zip', 2 * 1024 ** 3 + 1));
    expect(await screen.findByText('单个文件最大体积限制为2G！')).toBeTruthy();
    expect(api.to(UPLOAD)).toHaveLength(0);
    expect(screen.queryByText('big.zip')).toBeNull();
  });

  it('counts code -200 as success; another code shows its message and removes the file', async () => {
    api.on(UPLOAD, {
      code: -200,
      msg: '',
      data: { id: 21, name: 'c.txt', url: '/api/Upload/file?id=21', attachment_id: 21, title: 'c.txt' },
    });
    const { onChange, choose } = open();
    choose(file('c.txt'));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([{ id: 21, name: 'c.txt', url: '/api/Upload/file?id=21' }]),
    );
    api.on(UPLOAD, { code: 400, msg: '上传的文件「d.txt」是空文件', data: null });
    choose(file('d.txt'));
    await waitFor(() => expect(api.to(UPLOAD)).toHaveLength(2));
    expect(await screen.findByText('上传的文件「d.txt」是空文件')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('d.txt')).toBeNull());
    expect(onChange).toHaveBeenLastCalledWith([{ id: 21, name: 'c.txt', url: '/api/Upload/file?id=21' }]);
  });

  it('keeps the files that fit the count limit and warns 当前限制选择 {n} 个文件', async () => {
    const { onChange, choose } = open({ maxCount: 2 });
    choose(file('a.pdf'), file('b.pdf'), file('c.pdf'));
    expect(await screen.findByText('当前限制选择 2 个文件')).toBeTruthy();
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toHaveLength(2));
    expect(api.to(UPLOAD).map((r) => r.body)).toEqual([{ file: 'file:a.pdf' }, { file: 'file:b.pdf' }]);
    expect(screen.queryByText('c.pdf')).toBeNull();
  });

  it('takes only the allowed extensions', async () => {
    const { choose } = open({ accept: ['pdf', 'png'] });
    choose(file('a.exe'), file('b.PNG'));
    expect(await screen.findByText('仅支持上传 pdf、png 格式的文件')).toBeTruthy();
    await waitFor(() => expect(api.to(UPLOAD)).toHaveLength(1));
    expect(api.to(UPLOAD)[0].body).toEqual({ file: 'file:b.PNG' });
  });
});
