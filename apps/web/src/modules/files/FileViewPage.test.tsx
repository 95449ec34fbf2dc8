import { TOKEN_COOKIE } from '@suwork/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { openFileView } from '../../components/files/file-links.ts';
import { FileViewPage } from './FileViewPage.tsx';

const signIn = () => void (document.cookie = `${TOKEN_COOKIE}=tok; path=/`);
const open = (query: string) => renderPage(`/projectFileView?${query}`, <FileViewPage />);

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
});

describe('file preview page', () => {
  it('asks a signed-out visitor without a share link to sign in, and reads nothing', async () => {
    open('fileId=7&ext=png&type=2&name=现场.png');
    expect(await screen.findByText('请先登录后查看文件')).toBeTruthy();
    const login = new URL(screen.getByRole('link', { name: '去登录' }).getAttribute('href')!, 'http://localhost');
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('redirect')).toBe('/projectFileView?fileId=7&ext=png&type=2&name=现场.png');
    expect(screen.queryByRole('img', { name: '现场.png' })).toBeNull();
    expect(screen.queryByRole('link', { name: /下载/ })).toBeNull();
    expect(api.sent).toEqual([]);
  });

  it('shows an image with zoom, rotate and reset, and a download of the file', async () => {
    signIn();
    open('fileId=7&ext=png&type=2&name=现场.png');
    const img = await screen.findByRole('img', { name: '现场.png' });
    expect(img.getAttribute('src')).toBe('/api/Upload/file?id=7');
    expect(screen.getByRole('heading', { name: '现场.png' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /下载/ }).getAttribute('href')).toBe('/api/Upload/file?id=7&download=1');

    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(img.style.transform).toBe('scale(1.5) rotate(0deg)');
    expect(screen.getByText('150%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '缩小' }));
    fireEvent.click(screen.getByRole('button', { name: '旋转' }));
    expect(img.style.transform).toBe('scale(1.25) rotate(90deg)');
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(img.style.transform).toBe('scale(1) rotate(0deg)');
  });

  it('reads a record attachment with the read key of its address, for the file, its download and its preview', async () => {
    signIn();
    open('fileId=7&ext=png&type=2&name=现场.png&key=abc123');
    expect((await screen.findByRole('img', { name: '现场.png' })).getAttribute('src')).toBe(
      '/api/Upload/file?id=7&key=abc123',
    );
    expect(screen.getByRole('link', { name: /下载/ }).getAttribute('href')).toBe(
      '/api/Upload/file?id=7&key=abc123&download=1',
    );
    cleanup();
    api.on('/api/Upload/preview', ok({ text: '会议纪要', truncated: false }));
    open('fileId=8&ext=txt&type=11&name=纪要.txt&key=abc123');
    expect(await screen.findByText('会议纪要')).toBeTruthy();
    expect(api.to('/api/Upload/preview').at(-1)!.query.get('key')).toBe('abc123');
  });

  it('says so when the image cannot be loaded', async () => {
    signIn();
    open('fileId=404&ext=jpg&type=2&name=丢失.jpg');
    fireEvent.error(await screen.findByRole('img', { name: '丢失.jpg' }));
    expect(await screen.findByText('图片加载失败')).toBeTruthy();
  });

  it('shows each sheet of a workbook in its own tab', async () => {
    signIn();
    api.on('/api/Upload/preview', (req) =>
      req.query.get('kind') === 'xlsx'
        ? ok({
            sheets: [
              {
                name: '报价',
                rows: [
                  ['产品', '数量'],
                  ['服务器', '2'],
                ],
                truncated: false,
              },
              { name: '明细', rows: [['型号'], ['R750']], truncated: true },
            ],
          })
        : { code: 400, msg: 'wrong kind', data: null },
    );
    open('fileId=9&ext=xlsx&type=12&name=报价.xlsx');
    expect(await screen.findByRole('cell', { name: '服务器' })).toBeTruthy();
    expect(api.to('/api/Upload/preview')[0].query.get('id')).toBe('9');
    fireEvent.click(screen.getByRole('tab', { name: '明细' }));
    expect(await screen.findByRole('cell', { name: 'R750' })).toBeTruthy();
    expect(screen.getByText('仅显示前 1000 行、50 列，完整内容请下载查看')).toBeTruthy();
  });

  it('opened from a share link, reads the shared file through the link without a session', async () => {
    api.on('/api/share/preview', ok({ text: '会议纪要', truncated: false }));
    open('fileId=5&ext=txt&type=11&token=abc');
    expect(await screen.findByText('会议纪要')).toBeTruthy();
    expect(Object.fromEntries(api.to('/api/share/preview')[0].query)).toEqual({ id: '5', kind: 'txt', token: 'abc' });
    expect(api.to('/api/Upload/preview')).toHaveLength(0);
    expect(screen.getByRole('link', { name: /下载/ }).getAttribute('href')).toBe(
      '/api/share/file?token=abc&id=5&download=1',
    );
  });

  it('offers the download of a presentation it cannot show', async () => {
    signIn();
    open('fileId=11&ext=pptx&type=10&name=方案.pptx');
    expect(await screen.findByText('该文件暂不支持在线预览')).toBeTruthy();
    expect(screen.getByText(/演示文稿暂时无法在浏览器中显示/)).toBeTruthy();
    const card = screen.getByText('该文件暂不支持在线预览').closest('.ant-result') as HTMLElement;
    expect(within(card).getByRole('link', { name: /下载/ }).getAttribute('href')).toBe(
      '/api/Upload/file?id=11&download=1',
    );
  });

  it('shows the server message when a document cannot be read', async () => {
    signIn();
    api.on('/api/Upload/preview', { code: 413, msg: '文件超过 20MB，无法在线预览，请下载后查看', data: null });
    open('fileId=12&ext=docx&type=5');
    expect(await screen.findByText('文件超过 20MB，无法在线预览，请下载后查看')).toBeTruthy();
    expect(screen.getByText('文件加载失败')).toBeTruthy();
  });

  it('plays video and audio from the file address', async () => {
    signIn();
    const { container, unmount } = open('fileId=3&ext=mp4&type=4&name=演示.mp4');
    expect((await screen.findByLabelText('演示.mp4')).tagName).toBe('VIDEO');
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/api/Upload/file?id=3');
    unmount();
    open('fileId=4&ext=mp3&type=9&name=录音.mp3');
    expect((await screen.findByLabelText('录音.mp3')).tagName).toBe('AUDIO');
  });
});

describe('openFileView', () => {
  it('opens video, audio, ppt, txt, excel and PDF files in a new tab, and leaves the rest to the caller', () => {
    const opened = vi.fn();
    expect(openFileView({ file_id: 8, ext: 'pdf', file_type: 12, name: '合同.pdf' }, opened)).toBe(true);
    expect(opened).toHaveBeenCalledWith('/projectFileView?fileId=8&ext=pdf&type=12&name=%E5%90%88%E5%90%8C.pdf');
    expect(openFileView({ id: 9, ext: '.MP4', file_type: 4 }, opened)).toBe(true);
    expect(opened).toHaveBeenLastCalledWith('/projectFileView?fileId=9&ext=mp4&type=4');
    expect(openFileView({ file_id: 10, ext: 'png', file_type: 2 }, opened)).toBe(false);
    expect(openFileView({ file_id: 11, ext: 'docx', file_type: 5 }, opened)).toBe(false);
    expect(opened).toHaveBeenCalledTimes(2);
  });
});
