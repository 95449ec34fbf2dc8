import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ExportCell } from './export-columns.ts';
import type { SheetColumn } from './sheet-xml.ts';

export type SheetSpec = { sheetName: string; columns: SheetColumn[] };
/** A batch of rows for the worker, or (without rows) the end of the sheet. */
export type ToSheet = { rows?: ExportCell[][] };
type FromSheet = { written?: number; done?: true; error?: string };

// The worker is TypeScript like the rest of the server: it loads through tsx's loader, in tests and in production.
// (its ESM entry, found through the package's own exports map: `require.resolve` would give the CommonJS one)
const require = createRequire(import.meta.url);
const tsxExports = (require('tsx/package.json') as { exports: Record<string, { import: { default: string } }> }).exports;
const tsxApi = pathToFileURL(path.join(path.dirname(require.resolve('tsx/package.json')), tsxExports['./esm/api'].import.default)).href;
const workerModule = new URL('./xlsx-worker.ts', import.meta.url).href;
const boot = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerModule)}); })`;

/** A worker's heap is bounded: the sheet streams to disk a batch at a time, so it needs little. */
const WORKER_HEAP = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 };

/**
 * One xlsx sheet written by a worker thread into a temporary file. `write` resolves once the worker has taken the
 * batch (send the next one after it: memory stays one batch deep); `finish` answers the file, `discard` stops and
 * removes it.
 */
export class XlsxThread {
  private readonly worker: Worker;
  private readonly waiting: { resolve: () => void; reject: (err: Error) => void }[] = [];
  private failure: Error | undefined;
  /** stopped on purpose (finished or discarded): its exit is no failure */
  private closed = false;

  private constructor(
    readonly file: string,
    spec: SheetSpec,
  ) {
    this.worker = new Worker(boot, { eval: true, workerData: { ...spec, file }, execArgv: [], resourceLimits: WORKER_HEAP });
    this.worker.on('message', (msg: FromSheet) => (msg.error ? this.fail(new Error(msg.error)) : this.waiting.shift()?.resolve()));
    this.worker.on('error', (err) => this.fail(err));
    this.worker.on('exit', (code) => {
      if (!this.closed) this.fail(new Error(`表格写入线程已退出（${code}）`));
    });
  }

  static open(spec: SheetSpec): XlsxThread {
    return new XlsxThread(path.join(os.tmpdir(), `suwork-export-${randomBytes(8).toString('hex')}.xlsx`), spec);
  }

  /** Resolves once the worker has the batch; a failure rejects it (it is also reported by the next call). */
  write(rows: ExportCell[][]): Promise<void> {
    const taken = this.send({ rows });
    // the writer may stop (a cancel, a refusal) before it awaits this batch: that is no unhandled failure
    taken.catch(() => undefined);
    return taken;
  }

  /** Ends the sheet; answers the written file (the caller removes it). */
  async finish(): Promise<string> {
    await this.send({});
    this.closed = true;
    await this.worker.terminate();
    return this.file;
  }

  async discard(): Promise<void> {
    this.closed = true;
    await this.worker.terminate();
    await fsp.rm(this.file, { force: true });
  }

  private send(msg: ToSheet): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.worker.postMessage(msg);
    });
  }

  private fail(err: Error) {
    this.failure ??= err;
    for (const w of this.waiting.splice(0)) w.reject(this.failure);
  }
}
