import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http.ts';
import { fakeApi, ok, type Reply, type Sent } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { FileUploader } from './FileUploader.tsx';
import { PART_SIZE, uploadLargeFile } from './multipart-upload.ts';
import type { UploadedFile } from './upload-api.ts';

const HASH = 'a'.repeat(64);
vi.mock('./file-hash.ts', () => ({ hashFile: () => Promise.resolve('a'.repeat(64)) }));

const OBJECT = '/api/oss/object';
const COMPLETE = '/api/oss/completeMultipartUpload';
const saved = { id: 31, name: 'big.zip', url: '/api/Upload/file?id=31', attachment_id: 31, title: 'big.zip' };

let api: ReturnType<typeof fakeApi>;
let putPart: (req: Sent) => Reply;
beforeEach(() => {
  localStorage.clear();
  putPart = (req) =>
    ok({ partNumber: Number(req.query.get('partNumber')), eTag: `"e${req.query.get('partNumber')}"`, size: 1 });
  api = fakeApi({
    '/api/Oss/hash': ok({ exists: false }),
    '/api/oss/getPutSign': (req) => {
      const part = req.query.get('part_number');
      const url = part ? `${OBJECT}?partNumber=${part}&uploadId=${'u'.repeat(32)}` : OBJECT;
      return ok({
        Authorization: `SUWORK 1:${req.query.get('method')}`,
        Date: 'Sun, 22 Nov 2026 10:00:00 GMT',
        'content-type': 'application/octet-stream',
        url,
      });
    },
    [OBJECT]: (req) =>
      req.method === 'POST' ? ok({ upload_id: 'u'.repeat(32), object_name: '2026/11/abc' }) : putPart(req),
    '/api/oss/listParts': ok({ parts: [{ partNumber: 1, eTag: '"stored1"', size: PART_SIZE }] }),
    [COMPLETE]: ok(saved),
  });
});

/** 2.5 parts of real bytes. */
const bigFile = () => new File([new Uint8Array(PART_SIZE * 2 + PART_SIZE / 2)], 'big.zip');

function open() {
  const onChange = vi.fn<(files: UploadedFile[]) => void>();
  const view = renderPage('/x', <FileUploader onChange={onChange} />);
  const choose = (...files: File[]) =>
    fireEvent.change(view.container.querySelector('input[type=file]') as HTMLInputElement, { target: { files } });
  return { onChange, choose };
}

const parts = () =>
  api
    .to(OBJECT)
    .filter((r) => r.method === 'PUT')
    .map((r) => Number(r.query.get('partNumber')));

describe('large file upload', () => {
  it('sends a file above 20M in 10485760-byte parts, then completes it', async () => {
    const { onChange, choose } = open();
    choose(bigFile());
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([{ id: 31, name: 'big.zip', url: '/api/Upload/file?id=31' }]),
    );
    expect(api.to('/api/Upload/doUpload')).toHaveLength(0);
    expect(parts().sort()).toEqual([1, 2, 3]);
    expect(api.to(COMPLETE)[0].body).toEqual({
      upload_id: 'u'.repeat(32),
      origin_name: 'big.zip',
      object_name: '2026/11/abc',
      body_arr: [1, 2, 3].map((n) => ({ partNumber: n, eTag: `"e${n}"` })),
      hash: HASH,
    });
  });

  it('sends parts straight to a presigned object-store URL when given one, without the session token', async () => {
    const STORE = 'https://bucket.example.com/2026/11/abc';
    api.on('/api/oss/getPutSign', (req) =>
      req.query.get('method') === 'PUT'
        ? ok({
            Authorization: '',
            Date: '',
            'content-type': '',
            url: `${STORE}?partNumber=${req.query.get('part_number')}&size=${req.query.get('size')}&X-Amz-Signature=s`,
            headers: {},
          })
        : ok({
            Authorization: 'SUWORK 1:INIT',
            Date: 'Sun, 22 Nov 2026 10:00:00 GMT',
            'content-type': 'application/octet-stream',
            url: `${OBJECT}?uploads`,
          }),
    );
    const sent: { url: string; headers: Headers; size: number }[] = [];
    const direct = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), headers: new Headers(init?.headers), size: (init?.body as Blob).size });
      return Promise.resolve(
        new Response(null, {
          status: 200,
          headers: { ETag: `"md5-${new URL(String(input)).searchParams.get('partNumber')}"` },
        }),
      );
    });
    vi.stubGlobal('fetch', direct);
    try {
      await uploadLargeFile(bigFile(), () => {});
    } finally {
      vi.unstubAllGlobals();
    }
    expect(sent.map((s) => s.url).sort()).toEqual(
      [1, 2, 3].map((n) => `${STORE}?partNumber=${n}&size=${n === 3 ? PART_SIZE / 2 : PART_SIZE}&X-Amz-Signature=s`),
    );
    expect(sent.every((s) => !s.headers.has('authorization'))).toBe(true);
    expect(sent.map((s) => s.size).sort((a, b) => a - b)).toEqual([PART_SIZE / 2, PART_SIZE, PART_SIZE]);
    expect(api.to(OBJECT).filter((r) => r.method === 'PUT')).toHaveLength(0);
    expect((api.to(COMPLETE)[0].body as { body_arr: unknown }).body_arr).toEqual(
      [1, 2, 3].map((n) => ({ partNumber: n, eTag: `"md5-${n}"` })),
    );
  });

  it('completes a file the server already has at once', async () => {
    api.on('/api/Oss/hash', ok({ exists: true, ...saved }));
    const { onChange, choose } = open();
    choose(bigFile());
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([{ id: 31, name: 'big.zip', url: '/api/Upload/file?id=31' }]),
    );
    expect(api.to(OBJECT)).toHaveLength(0);
  });

  it('reports the percentage as parts are stored and marks the file uploading meanwhile', async () => {
    const seen: number[] = [];
    const done = await uploadLargeFile(bigFile(), (p) => seen.push(p));
    expect(done).toEqual({ id: 31, name: 'big.zip', url: '/api/Upload/file?id=31' });
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(100);
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
    expect(seen).toEqual([...seen].sort((x, y) => x - y));

    const { choose } = open();
    choose(bigFile());
    await waitFor(() => expect(document.querySelector('.ant-upload-list-item-uploading')).not.toBeNull());
  });

  it('resumes after a reconnect: parts the server holds are not sent again', async () => {
    localStorage.setItem(
      `suwork.upload.${HASH}`,
      JSON.stringify({ upload_id: 'r'.repeat(32), object_name: '2026/11/old' }),
    );
    const { onChange, choose } = open();
    choose(bigFile());
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(api.to(OBJECT).filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(parts().sort()).toEqual([2, 3]);
    const body = api.to(COMPLETE)[0].body as { upload_id: string; body_arr: { partNumber: number; eTag: string }[] };
    expect(body.upload_id).toBe('r'.repeat(32));
    expect(body.body_arr[0]).toEqual({ partNumber: 1, eTag: '"stored1"' });
    expect(localStorage.getItem(`suwork.upload.${HASH}`)).toBeNull();
  });

  it('a failed part cancels the remaining parts, shows 服务器错误，请稍后重试！ and removes the file', async () => {
    putPart = (req) =>
      req.query.get('partNumber') === '1'
        ? { code: 500, msg: '服务器错误', data: null }
        : ok({ partNumber: 2, eTag: '"e"', size: 1 });
    // parts 2 and 3 stay in flight until cancelled; parts 4 to 6 must never start
    const aborted: number[] = [];
    http.configure({
      fetch: (input, init) => {
        const n = Number(new URL(String(input), 'http://localhost').searchParams.get('partNumber'));
        if (init?.method !== 'PUT' || n === 1) return api.fetch(input, init);
        void api.fetch(input, init);
        return new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => {
            aborted.push(n);
            reject(new DOMException('aborted', 'AbortError'));
          }),
        );
      },
    });
    const { choose } = open();
    choose(new File([new Uint8Array(PART_SIZE * 5 + 10)], 'big.zip'));
    expect(await screen.findByText('服务器错误，请稍后重试！')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('big.zip')).toBeNull());
    expect(api.to(COMPLETE)).toHaveLength(0);
    expect(parts().sort()).toEqual([1, 2, 3]);
    expect(aborted.sort()).toEqual([2, 3]);
  });
});
