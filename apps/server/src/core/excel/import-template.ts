import { entityByKey, OPTION_ENABLED, type EntityDef, type Field } from '@suwork/domain/entities';
import type { Dictionary } from '../engine/dictionary.ts';
import { loadExcel } from './exceljs.ts';
import type { DataValidation, Workbook, Worksheet } from 'exceljs';
import { headerOf, importableFields } from './import-fields.ts';

/** exceljs keeps range validations on the worksheet; its typings do not declare them. */
type RangeValidations = { dataValidations: { add: (range: string, validation: DataValidation) => void } };

const OPTIONS_SHEET = '选项';
const TEXT_TYPES = new Set(['text', 'longText', 'richText', 'phone', 'email', 'region']);

function hintOf(f: Field): string | undefined {
  switch (f.type) {
    case 'date':
      return '格式：YYYY-MM-DD';
    case 'datetime':
      return '格式：YYYY-MM-DD HH:mm:ss';
    case 'member':
      return '填写成员姓名';
    case 'members':
      return '填写成员姓名，多个用、分隔';
    case 'tags':
      return '填写标签名称，多个用、分隔';
    case 'department':
      return '填写部门名称';
    case 'reference':
      return `填写${entityByKey(f.entity!).title}的名称（须是您能查看的记录）`;
    case 'money':
      return '数字，最多两位小数';
    case 'enum':
      return '从下拉列表中选择';
    default:
      return f.required ? '必填' : undefined;
  }
}

/** The labels a column offers: a dictionary's enabled options in their order, or the declared ones. */
const choicesOf = (f: Field, dict: Dictionary) =>
  f.dict
    ? (dict.get(f.dict) ?? []).filter((o) => o.status === OPTION_ENABLED).map((o) => o.label)
    : Object.values(f.options ?? {});

function addChoices(wb: Workbook, ws: Worksheet, fields: readonly Field[], rows: number, dict: Dictionary) {
  const enums = fields.map((f, i) => ({ f, col: i + 1 })).filter(({ f }) => f.type === 'enum');
  if (enums.length === 0) return;
  const lists = wb.addWorksheet(OPTIONS_SHEET, { state: 'hidden' });
  enums.forEach(({ f, col }, n) => {
    const labels = choicesOf(f, dict);
    const listCol = lists.getColumn(n + 1);
    labels.forEach((label, r) => (lists.getCell(r + 1, n + 1).value = label));
    const letter = ws.getColumn(col).letter;
    (ws as unknown as RangeValidations).dataValidations.add(`${letter}2:${letter}${rows + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`'${OPTIONS_SHEET}'!$${listCol.letter}$1:$${listCol.letter}$${labels.length}`],
      showErrorMessage: true,
      errorStyle: 'stop',
      errorTitle: `${f.label}取值无效`,
      error: `请从下拉列表中选择${f.label}`,
    });
  });
}

/** Headers are the writable fields' labels (* marks required ones); enum columns offer their options as a list. */
export async function buildTemplate(def: EntityDef, rows: number, dict: Dictionary): Promise<Workbook> {
  const wb = new (await loadExcel()).Workbook();
  const ws = wb.addWorksheet(def.title, { views: [{ state: 'frozen', ySplit: 1 }] });
  const fields = importableFields(def);
  ws.columns = fields.map((f) => ({
    header: headerOf(f),
    key: f.key,
    width: Math.max(14, f.label.length * 2 + 6),
    // text columns stay text, so phone numbers keep their digits
    style: TEXT_TYPES.has(f.type) ? { numFmt: '@' } : {},
  }));
  const head = ws.getRow(1);
  head.font = { bold: true };
  fields.forEach((f, i) => {
    const cell = head.getCell(i + 1);
    if (f.required) cell.font = { bold: true, color: { argb: 'FFD9001B' } };
    const hint = hintOf(f);
    if (hint) cell.note = hint;
  });
  addChoices(wb, ws, fields, rows, dict);
  return wb;
}
