import fsp from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { XlsxThread } from '../src/core/excel/xlsx-thread.ts';

const columns = [
  { header: '名称 & <备注>', width: 24 },
  { header: '金额', width: 12, numFmt: '0.00' },
  { header: '数量', width: 12 },
];

async function written(rows: (string | number | null)[][][]) {
  const sheet = XlsxThread.open({ sheetName: '客户', columns });
  for (const batch of rows) await sheet.write(batch);
  const file = await sheet.finish();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  await fsp.rm(file);
  return wb.worksheets[0];
}

describe('the xlsx a worker thread writes', () => {
  it('reads back in a spreadsheet reader: header bold and frozen, text escaped, money with two decimals, empty cells empty', async () => {
    const ws = await written([
      [
        ['华东 <科技> & 贸易', 1234.5, 3],
        ['  前后有空格  ', null, 0],
      ],
      [['表情😀与控制\u0001字符', Number.NaN, -2]],
    ]);
    expect(ws.name).toBe('客户');
    expect(ws.rowCount).toBe(4);
    expect(ws.getRow(1).values).toEqual([undefined, '名称 & <备注>', '金额', '数量']);
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getRow(2).values).toEqual([undefined, '华东 <科技> & 贸易', 1234.5, 3]);
    expect(ws.getRow(2).getCell(2).numFmt).toBe('0.00');
    expect(ws.getRow(3).getCell(1).value).toBe('  前后有空格  ');
    expect(ws.getRow(3).getCell(2).value).toBeNull();
    expect(ws.getRow(3).getCell(3).value).toBe(0);
    // a character XML cannot hold is dropped; the rest of the text stays, a pair of surrogates included
    expect(ws.getRow(4).getCell(1).value).toBe('表情😀与控制字符');
    expect(ws.getRow(4).getCell(2).value).toBeNull();
    expect(ws.getRow(4).getCell(3).value).toBe(-2);
    expect(ws.getColumn(1).width).toBe(24);
  });

  it('numbers rows across batches, and a discarded sheet leaves no file', async () => {
    const batches = Array.from({ length: 3 }, (_, b) => Array.from({ length: 700 }, (_, i) => [`第${b * 700 + i + 1}行`, b, i]));
    const ws = await written(batches);
    expect(ws.rowCount).toBe(2101);
    expect(ws.getRow(2101).getCell(1).value).toBe('第2100行');

    const dropped = XlsxThread.open({ sheetName: 'x', columns });
    await dropped.write([['a', 1, 2]]);
    await dropped.discard();
    await expect(fsp.stat(dropped.file)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
