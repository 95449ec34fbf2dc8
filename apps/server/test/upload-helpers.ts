import type { Envelope } from '@suwork/domain';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestContext } from './harness.ts';

/** The address a stored file is given out with: its id and its read key. */
export const fileAddressOf = (id: number) =>
  expect.stringMatching(new RegExp(`^/api/Upload/file\\?id=${id}&key=[0-9a-f]{32}$`));

/** A throw-away data directory, so stored files never land in the working tree. */

export type Part = { name: string; value: string } | { name: string; file: Buffer; filename: string; type?: string };

/** A multipart/form-data body exactly as a browser's FormData would send it. */
export async function multipart(parts: readonly Part[]): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const p of parts) {
    if ('value' in p) form.append(p.name, p.value);
    else
      form.append(
        p.name,
        new Blob([new Uint8Array(p.file)], { type: p.type ?? 'application/octet-stream' }),
        p.filename,
      );
  }
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

export type Raw = {
  status: number;
  body: Buffer;
  headers: Record<string, string | string[] | number | undefined>;
  json: <T>() => Envelope<T>;
};

async function send(
  t: TestContext,
  method: 'GET' | 'POST',
  url: string,
  token: string | undefined,
  payload?: Buffer,
  headers: Record<string, string> = {},
): Promise<Raw> {
  const res = await t.app.inject({
    method,
    url,
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, body: res.rawPayload, headers: res.headers, json: <T>() => res.json<Envelope<T>>() };
}

export async function postMultipart(
  t: TestContext,
  url: string,
  token: string | undefined,
  parts: readonly Part[],
): Promise<Raw> {
  const { payload, headers } = await multipart(parts);
  return send(t, 'POST', url, token, payload, headers);
}

/** GET without parsing the body (files, downloads). */
export const getRaw = (t: TestContext, url: string, token?: string) => send(t, 'GET', url, token);

/** Follows a download link and opens the workbook it serves. */
export async function downloadWorkbook(t: TestContext, url: string): Promise<ExcelJS.Workbook> {
  const res = await getRaw(t, url);
  if (res.status !== 200) throw new Error(`download failed: ${res.status} ${res.body.toString()}`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.body as unknown as ArrayBuffer);
  return wb;
}

/** Rows of a worksheet as arrays of cell values (row 1 first). */
export function sheetRows(ws: ExcelJS.Worksheet): unknown[][] {
  const out: unknown[][] = [];
  ws.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

/** An xlsx with the given header and rows, as a user would fill in the template. */
export async function xlsxOf(header: readonly string[], rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('导入');
  ws.addRow([...header]);
  for (const r of rows) ws.addRow([...r]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
