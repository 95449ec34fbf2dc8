import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { dropRun, finishRun, hashFile } from './hash-worker.ts';
import type { ByteRange } from './storage.ts';

/**
 * How the local driver lays out a stored object: one file, or (a multipart upload of several parts) a folder
 * holding the part files as they were uploaded and `manifest.json` naming them in order, so completing an
 * upload moves a folder instead of copying its bytes.
 */
export type Manifest = { size: number; parts: { file: string; size: number }[] };

export const MANIFEST = 'manifest.json';

const readManifest = async (dir: string): Promise<Manifest> =>
  JSON.parse(await fsp.readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;

/** Bytes of the object at `p`, or null when there is none. */
export async function objectSize(p: string): Promise<number | null> {
  try {
    const st = await fsp.stat(p);
    if (st.isFile()) return st.size;
    return st.isDirectory() ? (await readManifest(p)).size : null;
  } catch {
    return null;
  }
}

/** The object's bytes, whole or start..end (both inclusive), across its part files when it has several. */
export async function* objectBytes(p: string, range?: ByteRange): AsyncGenerator<Buffer> {
  const st = await fsp.stat(p);
  if (st.isFile()) {
    yield* fs.createReadStream(p, range);
    return;
  }
  const manifest = await readManifest(p);
  const start = range?.start ?? 0;
  const end = range?.end ?? manifest.size - 1;
  let offset = 0;
  for (const part of manifest.parts) {
    const first = offset;
    const last = offset + part.size - 1;
    offset += part.size;
    if (last < start || part.size === 0) continue;
    if (first > end) break;
    yield* fs.createReadStream(path.join(p, part.file), {
      start: Math.max(start, first) - first,
      end: Math.min(end, last) - first,
      highWaterMark: 1 << 20,
    });
  }
}

type PartRecord = { partNumber: number; eTag: string; file: string };

let runs = 0;

/**
 * The SHA-256 of an upload's parts 1, 2, 3... computed while the upload goes on, on the hashing thread: each stored
 * part extends it once every part before it is in, so completing does not read the whole file again. It remembers
 * which part versions (eTags) it took; completion uses it only when they are exactly the parts named.
 */
export class PartsHasher {
  private readonly run = `run-${++runs}`;
  private eTags: string[] = [];
  private work: Promise<void> = Promise.resolve();
  private broken = false;

  constructor(private readPart: (partNumber: number) => Promise<PartRecord | null>) {}

  /** A part was stored: take whatever now continues the run. */
  stored(partNumber: number): void {
    // a part rewritten after it was taken: this run is no longer the upload's content
    if (partNumber <= this.eTags.length) this.broken = true;
    if (this.broken) return dropRun(this.run);
    this.work = this.work.then(() => this.advance()).catch(() => void (this.broken = true));
  }

  private async advance(): Promise<void> {
    for (;;) {
      if (this.broken) return;
      const record = await this.readPart(this.eTags.length + 1);
      if (!record) return;
      // the file named by the record is never rewritten in place (a new version is a new file); one deleted
      // before the thread reads it fails the run
      hashFile(this.run, record.file);
      this.eTags.push(record.eTag);
    }
  }

  /** The upload ended another way (aborted): forget what was hashed. */
  drop(): void {
    this.broken = true;
    dropRun(this.run);
  }

  /** The SHA-256 of exactly these parts, or null when what was hashed is something else. */
  async digestFor(eTags: readonly string[]): Promise<string | null> {
    await this.work;
    if (this.broken || this.eTags.length !== eTags.length || this.eTags.some((e, i) => e !== eTags[i])) {
      dropRun(this.run);
      return null;
    }
    return finishRun(this.run);
  }
}
