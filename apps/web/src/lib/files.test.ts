import { describe, expect, it } from 'vitest';
import { fileExtension, isPreviewableImage } from './files.ts';

describe('image preview types', () => {
  it('previews png, jpg, jpeg, bmp, gif and webp in any case', () => {
    for (const name of ['a.png', 'b.JPG', 'c.jpeg', 'd.bmp', 'e.gif', 'f.WebP'])
      expect(isPreviewableImage(name)).toBe(true);
  });

  it('does not preview other files', () => {
    for (const name of ['a.pdf', 'b.svg', 'c.tiff', 'png', 'archive.png.zip', ''])
      expect(isPreviewableImage(name)).toBe(false);
  });

  it('reads the extension of a URL, ignoring query and fragment', () => {
    expect(fileExtension('https://cdn.example.com/x/photo.jpeg?sign=abc.pdf#top')).toBe('jpeg');
    expect(isPreviewableImage('/files/dir.v2/scan.gif?x=1')).toBe(true);
    expect(fileExtension('/files/dir.v2/README')).toBe('');
  });
});

describe('upload rules', () => {
  it('skips ._ resource forks and .DS_Store, keeps everything else', async () => {
    const { isSkippedUpload, UPLOAD_MAX_BYTES } = await import('./files.ts');
    expect(isSkippedUpload('._photo.png')).toBe(true);
    expect(isSkippedUpload('.DS_Store')).toBe(true);
    expect(isSkippedUpload('photo.png')).toBe(false);
    expect(isSkippedUpload('.gitignore')).toBe(false);
    expect(UPLOAD_MAX_BYTES).toBe(20 * 1024 * 1024);
  });
});
