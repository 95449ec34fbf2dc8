import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { Workbook } from 'exceljs';
import { loadExcel } from './exceljs.ts';
import type { FileStorage, StoredObject } from '../files/storage.ts';
import { XlsxThread, type SheetSpec } from './xlsx-thread.ts';

export type StreamingWorkbook = InstanceType<typeof ExcelJS.stream.xlsx.WorkbookWriter>;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Builds a workbook with the streaming writer straight into storage: rows are flushed as they are committed. */
export async function streamXlsx(storage: FileStorage, build: (wb: StreamingWorkbook) => Promise<void>): Promise<StoredObject> {
  const out = new PassThrough();
  const stored = storage.put(out);
  // a storage failure is reported by the await below, not as an unhandled rejection meanwhile
  stored.catch(() => undefined);
  try {
    const wb = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    await build(wb);
    await wb.commit();
  } catch (err) {
    out.destroy(err instanceof Error ? err : new Error(String(err)));
    const orphan = await stored.catch(() => undefined);
    if (orphan) await storage.remove(orphan.key);
    throw err;
  }
  return stored;
}

/**
 * A one-sheet workbook of many rows written by a worker thread (`fill` sends it the rows), then into storage;
 * a failure keeps nothing.
 */
export async function storeSheet(storage: FileStorage, spec: SheetSpec, fill: (sheet: XlsxThread) => Promise<void>): Promise<StoredObject> {
  const sheet = XlsxThread.open(spec);
  try {
    await fill(sheet);
    return await storage.put(fs.createReadStream(await sheet.finish()));
  } catch (err) {
    await sheet.discard();
    throw err;
  } finally {
    await fsp.rm(sheet.file, { force: true });
  }
}

/** A small in-memory workbook (templates) into storage. */
export async function saveWorkbook(storage: FileStorage, wb: Workbook): Promise<StoredObject> {
  const data = await wb.xlsx.writeBuffer();
  return storage.put(Buffer.from(data));
}

/** 'YYYYMMDDHHmmss' in the company time zone, for generated file names. */
export function stamp(now: Date, tzOffsetMinutes: number): string {
  const t = new Date(now.getTime() + tzOffsetMinutes * 60_000);
  return t.toISOString().slice(0, 19).replace(/\D/g, '');
}
