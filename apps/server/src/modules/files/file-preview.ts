import type { FilePreviewData, SheetPreview } from '@suwork/domain/contracts';
import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { sanitizeRichText } from '../../core/engine/sanitize.ts';

/** Largest file shown in the page instead of downloaded. */
export const PREVIEW_MAX_BYTES = 20 * 1024 * 1024;
/** A text file shows its first megabyte. */
export const TEXT_PREVIEW_BYTES = 1024 * 1024;
export const SHEET_MAX_ROWS = 1000;
export const SHEET_MAX_COLUMNS = 50;

export type { SheetPreview };
export type WorkbookPreview = FilePreviewData['xlsx'];
export type DocumentPreview = FilePreviewData['docx'];
export type TextPreview = FilePreviewData['txt'];

/** A Word document as HTML that may be put in the page (images stay inline data, scripts and frames go). */
export async function docxToHtml(buffer: Buffer): Promise<DocumentPreview> {
  const { value } = await mammoth.convertToHtml({ buffer });
  return { html: sanitizeRichText(value) };
}

/** Every sheet as text cells as shown in Excel, at most 1000 rows × 50 columns each. */
export async function xlsxToSheets(buffer: Buffer): Promise<WorkbookPreview> {
  const wb = new ExcelJS.Workbook();
  // exceljs declares its input as its own `Buffer` (an ArrayBuffer); at run time it reads a Node Buffer
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheets = wb.worksheets.map((ws): SheetPreview => {
    const rowCount = Math.min(ws.rowCount, SHEET_MAX_ROWS);
    const columnCount = Math.min(ws.columnCount, SHEET_MAX_COLUMNS);
    const rows: string[][] = [];
    for (let r = 1; r <= rowCount; r++) {
      const row = ws.getRow(r);
      const cells: string[] = [];
      for (let c = 1; c <= columnCount; c++) cells.push(cellText(row.getCell(c)));
      rows.push(cells);
    }
    // trailing empty rows add nothing to the preview
    while (rows.length > 0 && rows[rows.length - 1].every((v) => v === '')) rows.pop();
    return { name: ws.name, rows, truncated: ws.rowCount > SHEET_MAX_ROWS || ws.columnCount > SHEET_MAX_COLUMNS };
  });
  return { sheets };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Excel stores dates without a zone; exceljs reads them as UTC. */
const dateText = (d: Date) => {
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time =
    d.getUTCHours() + d.getUTCMinutes() + d.getUTCSeconds() === 0
      ? ''
      : ` ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return day + time;
};

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return dateText(value);
  if (value && typeof value === 'object' && 'result' in value && value.result instanceof Date)
    return dateText(value.result);
  try {
    return cell.text ?? '';
  } catch {
    return String(value ?? '');
  }
}

/** The first megabyte as text: UTF-8 (with or without BOM), otherwise GBK as Chinese Windows editors save it. */
export function textOf(buffer: Buffer): TextPreview {
  const head = buffer.subarray(0, TEXT_PREVIEW_BYTES);
  let text: string;
  try {
    // stream: a character cut at the 1 MB boundary is left out instead of failing the decode
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    text = new TextDecoder('gbk').decode(head, { stream: true });
  }
  return { text, truncated: buffer.length > TEXT_PREVIEW_BYTES };
}
