import { Worker } from 'node:worker_threads';

// The thread hashing uploads' parts, so hashing never holds up the sockets of the main thread. Plain JS: it runs
// in a worker, outside any TypeScript loader. Each message hashes one file into a run (kept by id), or ends a run.
const SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const runs = new Map();
const buf = Buffer.allocUnsafe(1 << 20);
parentPort.on('message', (m) => {
  let run = runs.get(m.id);
  if (!run) runs.set(m.id, (run = { hash: createHash('sha256'), failed: false }));
  if (m.file !== undefined && !run.failed) {
    try {
      const fd = fs.openSync(m.file, 'r');
      try {
        for (let n; (n = fs.readSync(fd, buf)) > 0; ) run.hash.update(buf.subarray(0, n));
      } finally {
        fs.closeSync(fd);
      }
    } catch {
      run.failed = true;
    }
  }
  if (m.end) {
    runs.delete(m.id);
    if (m.reply) parentPort.postMessage({ id: m.id, sha256: run.failed ? null : run.hash.digest('hex') });
  }
});
`;

let worker: Worker | undefined;
const waiting = new Map<string, (sha256: string | null) => void>();
/** runs the current thread holds, and runs a lost thread held (they can only fail now) */
const held = new Set<string>();
const lost = new Set<string>();

function thread(): Worker {
  if (worker) return worker;
  const w = new Worker(SOURCE, { eval: true });
  w.unref();
  w.on('message', (m: { id: string; sha256: string | null }) => {
    waiting.get(m.id)?.(m.sha256);
    waiting.delete(m.id);
  });
  w.on('error', () => {
    // a lost thread loses its runs: whoever waits computes the hash another way
    for (const id of held) lost.add(id);
    held.clear();
    for (const done of waiting.values()) done(null);
    waiting.clear();
    worker = undefined;
  });
  return (worker = w);
}

/** Adds a file's bytes to the run `id` (files of one run are hashed in the order they are given). */
export function hashFile(id: string, file: string): void {
  if (lost.has(id)) return;
  held.add(id);
  thread().postMessage({ id, file });
}

/** Ends the run `id`: its SHA-256, or null when a file could not be read. */
export function finishRun(id: string): Promise<string | null> {
  held.delete(id);
  if (lost.delete(id)) return Promise.resolve(null);
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    thread().postMessage({ id, end: true, reply: true });
  });
}

/** Drops the run `id`. */
export function dropRun(id: string): void {
  lost.delete(id);
  if (held.delete(id)) worker?.postMessage({ id, end: true });
}
