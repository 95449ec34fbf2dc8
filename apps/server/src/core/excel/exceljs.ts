import type ExcelJSModule from 'exceljs';

let loaded: Promise<typeof ExcelJSModule> | undefined;

/** exceljs loads on the first export or import, not at start-up (it costs a third of a second). */
export const loadExcel = () => (loaded ??= import('exceljs').then((m) => m.default));
