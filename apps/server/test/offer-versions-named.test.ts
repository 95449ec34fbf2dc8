import { customerEntity } from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';
import { readFirstSheet } from '../src/core/excel/sheet-reader.ts';
import { createRecord } from './entity-fixtures.ts';
import { appForFile } from './harness.ts';
import { getRaw } from './upload-helpers.ts';

// A quote's 原报价 names its first version by number and name (versions share their title), on the page and in
// both exports alike.

const { t, admin } = await appForFile();
type Row = Record<string, unknown>;
const info = async (id: number) =>
  (await t.call<Row>('GET', '/api/Offer/info', { token: admin, query: { id } })).body.data;

async function exported(format: 'xlsx' | 'csv', keyword: string): Promise<Buffer> {
  const res = await t.call<{ url: string }>('POST', '/api/Offer/export', {
    token: admin,
    body: { keyword, format },
  });
  expect(res.body.code, res.body.msg).toBe(0);
  return (await getRaw(t, res.body.data.url)).body;
}

describe('原报价', () => {
  it('names the first version by its number and name, on the page and in both exports', async () => {
    const enterprise_id = await createRecord(t, admin, customerEntity);
    const title = `机房改造报价${Date.now() % 100000}`;
    const first = (
      await t.call<{ id: number }>('POST', '/api/Offer/add', {
        token: admin,
        body: { title, enterprise_id, valid_until: '2099-12-31', tax_rate: 0 },
      })
    ).body.data.id;
    const copied = await t.call<{ offer_id: number }>('POST', '/api/Offer/copyVersion', {
      token: admin,
      body: { offer_id: first },
    });
    expect(copied.body.code, copied.body.msg).toBe(0);
    const offerNo = String((await info(first)).offer_no);
    const second = await info(copied.body.data.offer_id);
    expect(second).toMatchObject({ version: 2, root_id: first, root_name: `${offerNo} ${title}` });
    // the first version names itself alike (the page reads it as 本报价)
    expect((await info(first)).root_name).toBe(`${offerNo} ${title}`);

    const csv = (await exported('csv', title)).toString('utf8').slice(1).trim().split('\n');
    const column = csv[0].split(',').indexOf('原报价');
    expect(csv.slice(1).map((line) => line.split(',')[column])).toEqual([`${offerNo} ${title}`, `${offerNo} ${title}`]);
    const sheet = await readFirstSheet(await exported('xlsx', title), 10);
    const cell = sheet.header.indexOf('原报价');
    expect(sheet.rows.map((r) => r.cells[cell])).toEqual([`${offerNo} ${title}`, `${offerNo} ${title}`]);
  });
});
