// Runs in a worker thread (see xlsx-thread.ts): writes the rows it is sent into a one-sheet xlsx on disk, so
// building and compressing the workbook never holds up the server's requests.
import { once } from 'node:events';
import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { rowsXml, SHEET_END, sheetStart, workbookParts } from './sheet-xml.ts';
import type { SheetSpec, ToSheet } from './xlsx-thread.ts';
import { ZipWriter } from './zip-writer.ts';

const port = parentPort!;
const { file, sheetName, columns } = workerData as SheetSpec & { file: string };
const zip = new ZipWriter(fs.createWriteStream(file));
// the sheet's text, deflated as it comes; a full buffer holds the next batch back (memory stays a batch deep)
const sheet = new PassThrough({ highWaterMark: 1 << 20 });
let nextRow = 2;

const written = (async () => {
  for (const [name, text] of workbookParts(sheetName, columns)) await zip.add(name, text);
  await zip.add('xl/worksheets/sheet1.xml', sheet);
  await zip.finish();
})();
written.catch((err: unknown) => port.postMessage({ error: String(err) }));
sheet.write(sheetStart(columns));

port.on('message', (msg: ToSheet) => {
  void (async () => {
    if (msg.rows) {
      const xml = rowsXml(columns, msg.rows, nextRow);
      nextRow += msg.rows.length;
      if (!sheet.write(xml)) await once(sheet, 'drain');
      port.postMessage({ written: msg.rows.length });
      return;
    }
    sheet.end(SHEET_END);
    await written;
    port.postMessage({ done: true });
  })().catch((err: unknown) => port.postMessage({ error: String(err) }));
});
