import { createSHA256 } from 'hash-wasm';

const READ_BYTES = 4 * 1024 * 1024;

/** SHA-256 (hex) of a file read piece by piece, so a large file never sits in memory whole. */
export async function sha256OfBlob(blob: Blob): Promise<string> {
  const hasher = await createSHA256();
  hasher.init();
  for (let at = 0; at < blob.size; at += READ_BYTES) {
    hasher.update(new Uint8Array(await blob.slice(at, at + READ_BYTES).arrayBuffer()));
  }
  return hasher.digest('hex');
}
