import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FileStorage, StoredObject } from '../files/storage.ts';

/**
 * A field as PostgreSQL's `COPY … (FORMAT csv)` writes it: quoted when it holds a comma, a quote or a line break,
 * or is empty text; no value is an empty field.
 */
export const csvField = (v: string | null): string =>
  v === null ? '' : v === '' || /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;

export const csvLine = (values: readonly (string | null)[]): string => `${values.map(csvField).join(',')}\n`;

/** Appends to a csv being stored; resolves once the bytes are taken (memory stays a chunk deep). */
export type CsvWrite = (chunk: string | Buffer) => Promise<void>;

/**
 * A csv streamed into storage: a UTF-8 byte order mark (Excel then reads Chinese correctly) and the header, then
 * what `fill` writes. A failure keeps nothing.
 */
export async function storeCsv(
  storage: FileStorage,
  headers: readonly string[],
  fill: (write: CsvWrite) => Promise<void>,
): Promise<StoredObject> {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  const stored = storage.put(out);
  // a failure is reported by the writes and the await below, not as an unhandled rejection or 'error' meanwhile
  // (storage may not have taken the stream yet when it is stopped)
  stored.catch(() => undefined);
  out.on('error', () => undefined);
  const write: CsvWrite = async (chunk) => {
    if (!out.write(chunk)) await Promise.race([once(out, 'drain'), stored]);
  };
  try {
    await write(`\ufeff${csvLine(headers)}`);
    await fill(write);
    out.end();
    return await stored;
  } catch (err) {
    out.destroy(err instanceof Error ? err : new Error(String(err)));
    const orphan = await stored.catch(() => undefined);
    if (orphan) await storage.remove(orphan.key);
    throw err;
  }
}
