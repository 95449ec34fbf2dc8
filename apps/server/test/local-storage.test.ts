import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { finishRun, hashFile } from '../src/core/files/hash-worker.ts';
import { LocalStorage } from '../src/core/files/storage.ts';

// The local driver's multipart objects, with 4-byte parts so every edge is a few bytes away.
const SLOT = 4;
const root = () => fs.mkdtempSync(path.join(os.tmpdir(), 'suwork-local-'));
const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
const read = async (r: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of r) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
};
const put = (s: LocalStorage, id: string, n: number, text: string) =>
  s.putPart(id, n, Readable.from([Buffer.from(text)]), SLOT);

async function upload(s: LocalStorage, order: number[], parts: string[]) {
  const { uploadId, key } = await s.createMultipart();
  const tags = new Map<number, string>();
  for (const n of order) tags.set(n, (await put(s, uploadId, n, parts[n - 1])).eTag);
  return { uploadId, key, named: parts.map((_, i) => ({ partNumber: i + 1, eTag: tags.get(i + 1)! })) };
}

describe('local multipart objects', () => {
  const parts = ['abcd', 'efgh', 'ijkl', 'mn'];
  const whole = parts.join('');

  it('serves the whole object and any range across its parts', async () => {
    const s = new LocalStorage(root());
    const { uploadId, key, named } = await upload(s, [1, 2, 3, 4], parts);
    expect(await s.completeMultipart(uploadId, named)).toEqual({ key, size: 14, sha256: sha(whole) });
    expect(await s.size(key)).toBe(14);
    expect(await read(s.createReadStream(key))).toBe(whole);
    for (const [start, end] of [
      [0, 0],
      [3, 4],
      [2, 9],
      [7, 13],
      [13, 13],
      [4, 7],
    ]) {
      expect(await read(s.createReadStream(key, { start, end })), `${start}-${end}`).toBe(whole.slice(start, end + 1));
    }
    // nothing of the upload is left behind
    expect(fs.readdirSync(path.join(s.root, '.multipart'))).toEqual([]);
    await s.remove(key);
    expect(await s.size(key)).toBeNull();
  });

  it('hashes the parts right whatever order they came in, and when a part was sent again with other bytes', async () => {
    const s = new LocalStorage(root());
    const shuffled = await upload(s, [3, 1, 4, 2], parts);
    expect((await s.completeMultipart(shuffled.uploadId, shuffled.named)).sha256).toBe(sha(whole));

    const resent = await upload(s, [1, 2, 3, 4], ['abcd', 'XXXX', 'ijkl', 'mn']);
    const second = await put(s, resent.uploadId, 2, 'efgh');
    resent.named[1] = { partNumber: 2, eTag: second.eTag };
    const done = await s.completeMultipart(resent.uploadId, resent.named);
    expect(done.sha256).toBe(sha(whole));
    expect(await read(s.createReadStream(done.key))).toBe(whole);
  });

  it('completes on another instance (or after a restart) that saw none of the parts', async () => {
    const dir = root();
    const first = new LocalStorage(dir);
    const { uploadId, key, named } = await upload(first, [1, 2, 3, 4], parts);
    const other = new LocalStorage(dir);
    expect(await other.completeMultipart(uploadId, named)).toEqual({ key, size: 14, sha256: sha(whole) });
    expect(await read(other.createReadStream(key, { start: 2, end: 11 }))).toBe(whole.slice(2, 12));
  });

  it('keeps only the parts named: one left out at completion is dropped with the upload', async () => {
    const s = new LocalStorage(root());
    const { uploadId, key, named } = await upload(s, [1, 2, 3, 4], parts);
    const done = await s.completeMultipart(uploadId, named.slice(0, 2));
    expect(done).toEqual({ key, size: 8, sha256: sha('abcdefgh') });
    expect(await read(s.createReadStream(key))).toBe('abcdefgh');
    expect(fs.readdirSync(s.pathOf(key)).sort()).toHaveLength(3);
  });

  it('stores a one-part upload as a plain file', async () => {
    const s = new LocalStorage(root());
    const { uploadId, key, named } = await upload(s, [1], ['ab']);
    expect(await s.completeMultipart(uploadId, named)).toEqual({ key, size: 2, sha256: sha('ab') });
    expect(fs.statSync(s.pathOf(key)).isFile()).toBe(true);
  });
});

describe('an upload begun before parts had files of their own', () => {
  it('lists only the parts kept the current way, so the client sends the others again', async () => {
    const s = new LocalStorage(root());
    const { uploadId, named } = await upload(s, [2], ['abcd', 'efgh']);
    fs.writeFileSync(
      path.join(s.root, '.multipart', uploadId, '1.json'),
      JSON.stringify({ partNumber: 1, eTag: '"0"', size: 4, slot: 4 }),
    );
    expect((await s.listParts(uploadId)).map((p) => p.partNumber)).toEqual([2]);
    const first = await put(s, uploadId, 1, 'abcd');
    expect((await s.completeMultipart(uploadId, [{ partNumber: 1, eTag: first.eTag }, named[1]])).sha256).toBe(
      sha('abcdefgh'),
    );
  });
});

describe('the hashing thread', () => {
  it('hashes the files of a run in the order given, and fails a run whose file is gone', async () => {
    const dir = root();
    const [a, b] = ['a.bin', 'b.bin'].map((n) => path.join(dir, n));
    fs.writeFileSync(a, 'hello ');
    fs.writeFileSync(b, 'world');
    hashFile('ordered', a);
    hashFile('ordered', b);
    hashFile('missing', a);
    hashFile('missing', path.join(dir, 'gone.bin'));
    expect(await Promise.all([finishRun('ordered'), finishRun('missing')])).toEqual([sha('hello world'), null]);
  });
});
