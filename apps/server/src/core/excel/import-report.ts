import type { FileStorage, StoredObject } from '../files/storage.ts';
import { neutralise } from './cells.ts';
import type { AnalysedRow } from './import-analyse.ts';
import { streamXlsx } from './xlsx-output.ts';

export const REASON_HEADER = '错误原因';

/** The refused rows as uploaded, plus 错误原因; once fixed the file can be imported as it is (that column is ignored). */
export function writeErrorReport(
  storage: FileStorage,
  header: readonly string[],
  bad: readonly AnalysedRow[],
): Promise<StoredObject> {
  return streamXlsx(storage, async (wb) => {
    const ws = wb.addWorksheet('错误数据', { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = [...header, REASON_HEADER].map((h, i) => ({
      header: h,
      key: `c${i}`,
      width: i === header.length ? 60 : 18,
    }));
    ws.getRow(1).font = { bold: true };
    for (const r of bad) {
      const cells = header.map((_, i) => {
        const c = r.cells[i] ?? null;
        return typeof c === 'string' ? neutralise(c) : c;
      });
      ws.addRow([...cells, neutralise(r.errors.join('；'))]).commit();
    }
    ws.commit();
  });
}
