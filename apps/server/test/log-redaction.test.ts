import { describe, expect, it } from 'vitest';
import { redactUrl } from '../src/core/log-redaction.ts';
import { ADMIN } from './harness.ts';
import { appWithLogLines } from './log-capture.ts';
import { multipart } from './upload-helpers.ts';

// the real request log, captured line by line
const { app, lines } = await appWithLogLines();

const json = async <T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  (await app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} })).json<{
    code: number;
    data: T;
  }>().data;
/** Log lines written while `run` makes its requests. */
const logged = async (run: () => Promise<unknown>) => {
  const from = lines.length;
  await run();
  return lines.slice(from).join('');
};

describe('request log', () => {
  it('never prints share-link tokens, export download tokens or file read keys, but keeps the route', async () => {
    const { token } = await json<{ token: string }>('POST', '/api/Login/login', undefined, ADMIN);
    const form = await multipart([{ name: 'file', file: Buffer.from('机密报价'), filename: '报价.txt' }]);
    const file = (
      await app.inject({
        method: 'POST',
        url: '/api/Upload/doUpload',
        payload: form.payload,
        headers: { ...form.headers, authorization: `Bearer ${token}` },
      })
    ).json<{
      data: { id: number; url: string };
    }>().data;
    const readKey = new URL(file.url, 'http://x').searchParams.get('key')!;
    const item = await json<{ id: number }>('POST', '/api/Document/addFile', token, { file_id: file.id, parent_id: 0 });
    const link = await json<{ token: string }>('POST', '/api/Document/createLink', token, {
      id: item.id,
      expire_days: 1,
    });
    const exported = await json<{ url: string }>('POST', '/api/Customer/export', token, {});
    const downloadToken = new URL(exported.url, 'http://x').searchParams.get('token')!;

    const out = await logged(async () => {
      await app.inject({ method: 'GET', url: file.url, headers: { authorization: `Bearer ${token}` } });
      await app.inject({ method: 'GET', url: `/api/share/file?token=${link.token}&id=${item.id}` });
      await app.inject({ method: 'GET', url: `/shareFile?token=${link.token}` });
      await app.inject({ method: 'GET', url: exported.url });
    });
    for (const secret of [readKey, link.token, downloadToken, token]) expect(out).not.toContain(secret);
    expect(out).toContain(`/api/Upload/file?id=${file.id}&key=***`);
    expect(out).toContain(`/api/share/file?token=***&id=${item.id}`);
    expect(out).toContain('/shareFile?token=***');
    expect(out).toContain('/api/Common/download?token=***');
    expect(out).toContain('"statusCode":200');
  });
});

describe('one line a request', () => {
  it('says method, address, status, time taken, member and client address once, after the answer; health probes only when they fail', async () => {
    const { token } = await json<{ token: string }>('POST', '/api/Login/login', undefined, ADMIN);
    const out = await logged(async () => {
      await app.inject({ method: 'GET', url: '/api/user/getUserInfo', headers: { authorization: `Bearer ${token}` } });
      await app.inject({ method: 'GET', url: '/api/health' });
    });
    const entries = out
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: expect.stringMatching(/^req-/),
      method: 'GET',
      url: '/api/user/getUserInfo',
      statusCode: 200,
      uid: 1,
      ip: '127.0.0.1',
    });
    expect(entries[0].responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(entries[0])).not.toContain(token);

    const failing = await logged(() => app.inject({ method: 'GET', url: '/api/health?x=%00' }));
    expect(failing).toContain('"url":"/api/health?x=%00"');
  });
});

describe('redactUrl', () => {
  it('masks credential parameters, whatever their case or encoding, and token-like path segments', () => {
    expect(redactUrl('/api/x?id=3&Token=abc&t=1&sign=s&X-Amz-Signature=f00&X-Amz-Credential=AK%2F2024&page=2')).toBe(
      '/api/x?id=3&Token=***&t=***&sign=***&X-Amz-Signature=***&X-Amz-Credential=***&page=2',
    );
    expect(redactUrl('/api/x?%6Bey=secret&keyword=key')).toBe('/api/x?%6Bey=***&keyword=key');
    expect(redactUrl(`/s/${'A1b2_-'.repeat(8)}/view?x=1`)).toBe('/s/***/view?x=1');
    expect(redactUrl('/api/Customer/getList?limit=20')).toBe('/api/Customer/getList?limit=20');
    expect(redactUrl('/api/share/read')).toBe('/api/share/read');
  });
});
