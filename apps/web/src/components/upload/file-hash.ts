import { sha256OfBlob } from './sha256-of-blob.ts';

/** SHA-256 of a file, computed in a Web Worker so the page stays responsive (in place where there are no workers). */
export function hashFile(file: Blob): Promise<string> {
  if (typeof Worker === 'undefined') return sha256OfBlob(file);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./file-hash.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<{ hash?: string; error?: string }>) => {
      worker.terminate();
      if (e.data.hash) resolve(e.data.hash);
      else reject(new Error(e.data.error ?? 'hash failed'));
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message));
    };
    worker.postMessage(file);
  });
}
