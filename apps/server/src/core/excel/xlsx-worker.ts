// Runs in a worker thread (see xlsx-thread.ts): writes the rows it is sent into one streamed xlsx sheet on disk,
// so building and compressing the workbook never holds up the server's requests.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import type { SheetSpec, ToSheet } from './xlsx-thread.ts';

const port = parentPort!;
const { file, sheetName, columns } = workerData as SheetSpec & { file: string };
const out = fs.createWriteStream(file);
const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
const ws = wb.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
ws.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
ws.getRow(1).font = { bold: true };

port.on('message', (msg: ToSheet) => {
  try {
    if (msg.rows) {
      for (const r of msg.rows) ws.addRow(r).commit();
      port.postMessage({ written: msg.rows.length });
      return;
    }
    ws.commit();
    wb.commit().then(
      () => port.postMessage({ done: true }),
      (err: unknown) => port.postMessage({ error: String(err) }),
    );
  } catch (err) {
    port.postMessage({ error: String(err) });
  }
});
