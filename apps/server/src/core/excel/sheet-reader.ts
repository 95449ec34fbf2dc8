import { Readable } from 'node:stream';
import { loadExcel } from './exceljs.ts';
import { ApiError, invalid } from '../envelope.ts';
import { cellText, readCell, type CellRead } from './cells.ts';

export type SheetRow = { row: number; cells: CellRead[] };
export type Sheet = { header: string[]; rows: SheetRow[] };

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** How many times a file is read before it counts as unreadable (see `readFirstSheet`). */
const READ_ATTEMPTS = 3;

/**
 * The first worksheet of an xlsx: row 1 is the header, fully empty rows are skipped. Streams the file and
 * stops as soon as there are more than maxRows data rows.
 */
export async function readFirstSheet(data: Buffer, maxRows: number): Promise<Sheet> {
  if (data.length < 4 || !data.subarray(0, 4).equals(ZIP_MAGIC)) throw invalid('请上传 .xlsx 格式的 Excel 文件');
  // exceljs's streaming reader now and then loses a part of the zip under load (xl/workbook.xml read as empty)
  // and fails on a good file; the bytes are in memory, so reading again is cheap, and a broken file fails every time
  for (let attempt = 1; ; attempt++) {
    try {
      return await readOnce(data, maxRows);
    } catch (err) {
      if (err instanceof ApiError || attempt >= READ_ATTEMPTS)
        throw err instanceof ApiError ? err : invalid('无法读取 Excel 文件，请使用导入模板重新填写后上传');
    }
  }
}

async function readOnce(data: Buffer, maxRows: number): Promise<Sheet> {
  const reader = new (await loadExcel()).stream.xlsx.WorkbookReader(Readable.from([data]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'emit',
  });
  let header: string[] | undefined;
  const rows: SheetRow[] = [];
  for await (const ws of reader) {
    for await (const row of ws) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      const cells = values.map(readCell);
      if (!header) {
        header = cells.map(cellText);
        continue;
      }
      if (cells.every((c) => c === null)) continue;
      if (rows.length >= maxRows) throw invalid(`导入数据不能超过${maxRows}行`);
      rows.push({ row: row.number, cells });
    }
    break;
  }
  if (!header || header.every((h) => h === '')) throw invalid('导入文件缺少表头，请使用导入模板');
  if (rows.length === 0) throw invalid('导入文件中没有数据');
  return { header, rows };
}
