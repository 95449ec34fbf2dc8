import { FILE_TYPE, FILE_VIEW_TYPES, fileTypeOf } from '@suwork/domain';
import { describe, expect, it } from 'vitest';

describe('fileTypeOf', () => {
  it('numbers files as the file type table does', () => {
    expect(fileTypeOf('png')).toBe(2);
    expect(fileTypeOf('JPG')).toBe(2);
    expect(fileTypeOf('.mp4')).toBe(4);
    expect(fileTypeOf('docx')).toBe(5);
    expect(fileTypeOf('zip')).toBe(6);
    expect(fileTypeOf('exe')).toBe(7);
    expect(fileTypeOf('')).toBe(7);
    expect(fileTypeOf('rar')).toBe(8);
    expect(fileTypeOf('mp3')).toBe(9);
    expect(fileTypeOf('pptx')).toBe(10);
    expect(fileTypeOf('txt')).toBe(11);
    expect(fileTypeOf('xlsx')).toBe(12);
    expect(fileTypeOf('pdf')).toBe(12);
  });

  it('opens video, audio, ppt, txt, excel and PDF in the preview page, not images, Word or archives', () => {
    expect(FILE_VIEW_TYPES).toEqual([4, 9, 10, 11, 12]);
    for (const ext of ['png', 'docx', 'zip', 'exe']) expect(FILE_VIEW_TYPES).not.toContain(fileTypeOf(ext));
    expect(FILE_TYPE.folder).toBe(1);
  });
});
