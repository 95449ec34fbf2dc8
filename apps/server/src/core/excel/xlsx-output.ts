import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { Workbook } from 'exceljs';
import { loadExcel } from './exceljs.ts';
import type { FileStorage, StoredObject } from '../files/storage.ts';
import { SHEET_END, sheetStart, workbookParts, type SheetColumn } from './sheet-xml.ts';
import { ZipWriter } from './zip-writer.ts';

export type SheetSpec = { sheetName: string; columns: SheetColumn[] };

export type StreamingWorkbook = InstanceType<typeof ExcelJS.stream.xlsx.WorkbookWriter>;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Builds a workbook with the streaming writer straight into storage: rows are flushed as they are committed. */
export async function streamXlsx(
  storage: FileStorage,
  build: (wb: StreamingWorkbook) => Promise<void>,
): Promise<StoredObject> {
  const out = new PassThrough();
  const stored = storage.put(out);
  // a storage failure is reported by the await below, not as an unhandled rejection meanwhile
  stored.catch(() => undefined);
  try {
    const wb = new (await loadExcel()).stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
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

/** Appends to the sheet being stored; resolves once the bytes are taken (memory stays a chunk deep). */
export type SheetWrite = (xml: string | Buffer) => Promise<void>;

/**
 * A one-sheet workbook streamed into storage as it is written: the sheet's start (header and columns), then the
 * row XML `fill` writes, deflated and zipped as it comes (the deflating runs off the event loop, in Node's thread
 * pool). A failure keeps nothing.
 */
export async function storeSheet(
  storage: FileStorage,
  spec: SheetSpec,
  fill: (write: SheetWrite) => Promise<void>,
): Promise<StoredObject> {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  const stored = storage.put(out);
  const sheet = new PassThrough({ highWaterMark: 1 << 20 });
  const zip = new ZipWriter(out);
  const zipped = (async () => {
    for (const [name, text] of workbookParts(spec.sheetName, spec.columns)) await zip.add(name, text);
    await zip.add('xl/worksheets/sheet1.xml', sheet);
    await zip.finish();
  })();
  // a failure is reported by the writes and the awaits below, not as an unhandled rejection or 'error' meanwhile
  for (const p of [stored, zipped]) p.catch(() => undefined);
  for (const s of [out, sheet]) s.on('error', () => undefined);
  const write: SheetWrite = async (xml) => {
    if (!sheet.write(xml)) await Promise.race([once(sheet, 'drain'), zipped, stored]);
  };
  try {
    await write(sheetStart(spec.columns));
    await fill(write);
    sheet.end(SHEET_END);
    await zipped;
    return await stored;
  } catch (err) {
    const failure = err instanceof Error ? err : new Error(String(err));
    sheet.destroy(failure);
    out.destroy(failure);
    const orphan = await stored.catch(() => undefined);
    if (orphan) await storage.remove(orphan.key);
    throw err;
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
