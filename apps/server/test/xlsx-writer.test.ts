import fs from 'node:fs';
import { customerEntity, ENTITY_BY_KEY, type EntityDef } from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';
import { BinaryTextColumn } from '../src/core/excel/copy-binary.ts';
import { EXPORT_MAX_ROWS } from '../src/core/excel/export.ts';
import { copyTextColumn } from '../src/core/excel/pg-copy.ts';
import { readFirstSheet } from '../src/core/excel/sheet-reader.ts';
import { storeSheet } from '../src/core/excel/xlsx-output.ts';
import { tableOf } from '../src/db/entity-tables.ts';
import { appForFile } from './harness.ts';
import { downloadWorkbook, getRaw, sheetRows } from './upload-helpers.ts';

const { t, admin } = await appForFile();
const db = t.database.db;
const market = ENTITY_BY_KEY.get('market')!;

let seq = 0;
const mark = () => `表格${++seq}号${Date.now() % 100000}`;

async function insert(def: EntityDef, values: Record<string, unknown>[]) {
  const defaults = Object.fromEntries(
    def.fields.filter((f) => f.defaultValue !== undefined).map((f) => [f.key, f.defaultValue]),
  );
  await db
    .insert(tableOf(def))
    .values(values.map((v) => ({ ...defaults, create_user_id: 1, owner_user_id: 1, dept_id: 1, ...v })));
}

/** The xlsx export of the records matching `keyword`: the workbook as a spreadsheet reader opens it, and the link. */
async function exported(def: EntityDef, keyword: string) {
  const res = await t.call<{ url: string }>('POST', `/api/${def.controller}/export`, {
    token: admin,
    body: { keyword },
  });
  expect(res.body.code, res.body.msg).toBe(0);
  const wb = await downloadWorkbook(t, res.body.data.url);
  const ws = wb.worksheets[0];
  const rows = sheetRows(ws);
  const header = rows[0] as string[];
  const cell = (row: number, label: string) => ws.getRow(row).getCell(header.indexOf(label) + 1);
  return { ws, header, cell, url: res.body.data.url };
}

describe('the xlsx an export writes', () => {
  it('reads back in a spreadsheet reader: header bold and frozen, text escaped, white space and line breaks kept, what XML cannot hold dropped', async () => {
    const m = mark();
    await insert(customerEntity, [
      {
        enterprise_name: `${m}华东 <科技> & 贸易 ]]> 完`,
        contact_name: '  前后有空格  ',
        remark: '表情😀与控制\u0001字符\ufffe',
        address: '甲\r\n乙\n丙\t丁',
        website: '',
      },
    ]);
    const { ws, header, cell, url } = await exported(customerEntity, m);
    expect(ws.name).toBe('客户');
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getColumn(header.indexOf('客户名称') + 1).width).toBe(24);
    expect(cell(2, '客户名称').value).toBe(`${m}华东 <科技> & 贸易 ]]> 完`);
    expect(cell(2, '联系人').value).toBe('  前后有空格  ');
    expect(cell(2, '备注').value).toBe('表情😀与控制字符');
    expect(cell(2, '详细地址').value).toBe('甲\r\n乙\n丙\t丁');
    expect(cell(2, '网址').value).toBeNull();

    // the import's own reader reads the same file (an export can be imported again)
    const sheet = await readFirstSheet((await getRaw(t, url)).body, EXPORT_MAX_ROWS);
    expect(sheet.header).toEqual(header);
    expect(sheet.rows).toHaveLength(1);
    expect(sheet.rows[0].row).toBe(2);
    expect(sheet.rows[0].cells[header.indexOf('客户名称')]).toBe(`${m}华东 <科技> & 贸易 ]]> 完`);
  });

  it('writes money and integers as numbers (money with two decimals), and leaves no value empty', async () => {
    const m = mark();
    await insert(market, [
      { activity_name: `${m}甲`, start_date: '2026-03-01', budget: '1234.5', actual_cost: '-0.5', expected_clues: 12 },
      { activity_name: `${m}乙`, start_date: '2026-03-02', budget: '0', actual_cost: null, expected_clues: null },
    ]);
    const { cell } = await exported(market, m);
    // newest first
    expect(cell(2, '活动名称').value).toBe(`${m}乙`);
    expect(cell(2, '预算（元）').value).toBe(0);
    expect(cell(2, '实际花费（元）').value).toBeNull();
    expect(cell(2, '预计线索数').value).toBeNull();
    expect(cell(3, '预算（元）').value).toBe(1234.5);
    expect(cell(3, '预算（元）').numFmt).toBe('0.00');
    expect(cell(3, '实际花费（元）').value).toBe(-0.5);
    expect(cell(3, '预计线索数').value).toBe(12);
    expect(cell(3, '预计线索数').numFmt).not.toBe('0.00');
    expect(cell(3, '开始日期').value).toBe('2026-03-01');
  });

  it('keeps nothing when the writing fails', async () => {
    const files = () =>
      fs.readdirSync(t.config.dataDir, { recursive: true }).filter((f) => !String(f).includes('.tmp')).length;
    const before = files();
    const columns = [{ header: '名称', width: 24 }];
    const failed = storeSheet(t.app.storage, { sheetName: '客户', columns }, async (write) => {
      await write('<row r="2"><c r="A2" t="inlineStr"><is><t>甲</t></is></c></row>');
      throw new Error('读取中断');
    });
    await expect(failed).rejects.toThrow('读取中断');
    expect(files()).toBe(before);
  });
});

describe("a binary COPY's values", () => {
  const int16 = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
  const int32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeInt32BE(n);
    return b;
  };
  const values = ['<row r="2">甲</row>', '', null, '<row r="4">😀 & 乙</row>'];
  // the header (with a three-byte extension), one-column rows (a null among them), the trailer
  const stream = Buffer.concat([
    Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'),
    int32(0),
    int32(3),
    Buffer.from('abc'),
    ...values.flatMap((v) =>
      v === null ? [int16(1), int32(-1)] : [int16(1), int32(Buffer.byteLength(v)), Buffer.from(v)],
    ),
    int16(-1),
  ]);
  const joined = values.join('');

  it('come out whole however the stream is cut', () => {
    for (let cut = 0; cut <= stream.length; cut++) {
      const column = new BinaryTextColumn();
      const out = [...column.take(stream.subarray(0, cut)), ...column.take(stream.subarray(cut))];
      expect(Buffer.concat(out).toString('utf8'), `cut at ${cut}`).toBe(joined);
      expect(column.rows).toBe(values.length);
      expect(column.complete).toBe(true);
    }
    const byByte = new BinaryTextColumn();
    const out: Buffer[] = [];
    for (let i = 0; i < stream.length; i++) out.push(...byByte.take(stream.subarray(i, i + 1)));
    expect(Buffer.concat(out).toString('utf8')).toBe(joined);
  });

  it('refuses what is no binary COPY, and tells a stream cut short', () => {
    expect(() => new BinaryTextColumn().take(Buffer.from('a,b\n'.repeat(10)))).toThrow('COPY: not a binary copy');
    const short = new BinaryTextColumn();
    short.take(stream.subarray(0, stream.length - 2));
    expect(short.complete).toBe(false);
  });

  it.runIf(t.database.kind === 'postgres')('PostgreSQL copies them so', async () => {
    const chunks: Buffer[] = [];
    const text = `select x from (values (1, '<row r="2">甲</row>'), (2, ''), (3, null), (4, '😀 & 乙')) v(n, x) order by n`;
    const rows = await copyTextColumn(db, { text, params: [] }, async (bytes) => void chunks.push(bytes));
    expect(rows).toBe(4);
    expect(Buffer.concat(chunks).toString('utf8')).toBe('<row r="2">甲</row>😀 & 乙');
  });
});
