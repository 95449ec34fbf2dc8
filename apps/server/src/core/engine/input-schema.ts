import { Decimal, moneyText } from '@suwork/domain';
import { TAGS_PER_RECORD_MAX, type EntityDef, type Field } from '@suwork/domain/entities';
import { z, type ZodType } from 'zod';
import { isDate, parseDateTime } from '../time-format.ts';
import { sanitizeRichText } from './sanitize.ts';
import { idField } from '../validation.ts';
import { linesSchema } from './product-lines.ts';
import { rowsSchema } from './rows.ts';

const MONEY_RE = /^-?\d{1,12}(\.\d{1,2})?$/;
const PHONE_RE = /^[0-9+\-() ]{3,20}$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ID = (label: string) => idField(`${label}应为编号`);
/** records one multi-reference field holds at most */
export const REFERENCES_MAX = 50;

/** The zod type of one writable field; null clears a value. Requiredness is checked separately (see missingRequired). */
export function fieldSchema(field: Field, tzOffset: number): ZodType {
  const { label } = field;
  const str = z.string({ error: `${label}应为文本` }).trim();
  switch (field.type) {
    case 'text':
    case 'region':
      return str.max(field.max ?? 255, `${label}不能超过${field.max ?? 255}个字符`).nullable();
    case 'longText':
    case 'richText':
      return (
        str
          .max(field.max ?? 50_000, `${label}不能超过${field.max ?? 50_000}个字符`)
          // rich text is stored sanitised; an editor showing nothing ('<p></p>') is stored as empty
          .transform((v) => (field.type === 'richText' ? emptyHtmlAsBlank(sanitizeRichText(v)) : v))
          .nullable()
      );
    case 'phone':
      return str.refine((v) => v === '' || PHONE_RE.test(v), `${label}格式不正确`).nullable();
    case 'email':
      return str
        .max(128, `${label}不能超过128个字符`)
        .refine((v) => v === '' || EMAIL_RE.test(v), `${label}格式不正确`)
        .nullable();
    case 'integer':
      // an emptied number box sends '': no value, so a required field says it is missing
      return z.preprocess(
        (v) => (v === '' ? null : v),
        z
          .number({ error: `${label}应为整数` })
          .int(`${label}应为整数`)
          .min(field.min ?? -2_147_483_648, `${label}不能小于${field.min}`)
          .max(field.max ?? 2_147_483_647, `${label}不能大于${field.max}`)
          .nullable(),
      );
    case 'money':
      // an emptied amount box sends '': no value, so a required field says it is missing
      return (
        z
          .union([z.string(), z.number()], { error: `${label}应为金额` })
          .transform((v) => String(v).trim())
          .transform((v) => v || null)
          .refine((v) => v === null || MONEY_RE.test(v), `${label}应为最多两位小数的金额`)
          // (each check runs even when an earlier one failed: only a well-formed amount is compared)
          .refine(
            (v) => v === null || !MONEY_RE.test(v) || field.min === undefined || new Decimal(v).gte(field.min),
            field.min === 0 ? `${label}不能为负数` : `${label}不能小于${field.min}`,
          )
          .refine(
            (v) => v === null || !MONEY_RE.test(v) || field.max === undefined || new Decimal(v).lte(field.max),
            `${label}不能超过${moneyText(field.max ?? 0)}`,
          )
          // to the cent as numeric(14,2) keeps it ('5' → '5.00'): hooks, logs and jsonb rows see what is stored
          .transform((v) => (v === null ? v : moneyText(v)))
          .nullable()
      );
    case 'percent':
      return z
        .union([z.string(), z.number()], { error: `${label}应为百分比` })
        .transform((v) => String(v).trim())
        .transform((v) => v || null)
        .refine(
          (v) => v === null || (MONEY_RE.test(v) && Number(v) >= 0 && Number(v) <= 100),
          `${label}应为 0 到 100 之间的数`,
        )
        .nullable();
    case 'date':
      return str
        .refine((v) => v === '' || isDate(v), `${label}应为 YYYY-MM-DD 格式的日期`)
        .transform((v) => v || null)
        .nullable();
    case 'datetime':
      return str
        .refine(
          (v) => v === '' || parseDateTime(v, tzOffset) !== undefined,
          `${label}应为 YYYY-MM-DD HH:mm:ss 格式的时间`,
        )
        .transform((v) => (v ? parseDateTime(v, tzOffset)! : null))
        .nullable();
    case 'enum': {
      // a dictionary's options are checked against the database with the record (dictionary.ts)
      if (field.dict) return idField(`${label}的取值无效`).nullable();
      const allowed = Object.keys(field.options ?? {}).map(Number);
      return z
        .number({ error: `${label}的取值无效` })
        .refine((v) => allowed.includes(v), `${label}的取值无效`)
        .nullable();
    }
    case 'reference':
    case 'member':
    case 'department':
      return ID(label).nullable();
    case 'members':
      return z
        .array(ID(label), { error: `${label}应为编号列表` })
        .max(200, `${label}最多200项`)
        .nullable();
    case 'references':
      // records each once, in the order chosen (whether the member may see them is checked with the record)
      return z
        .array(ID(label), { error: `${label}应为编号列表` })
        .max(REFERENCES_MAX, `${label}最多选择${REFERENCES_MAX}项`)
        .transform((ids) => [...new Set(ids)])
        .nullable();
    case 'tags':
      return z
        .array(ID(label), { error: `${label}应为编号列表` })
        .max(TAGS_PER_RECORD_MAX, `${label}最多选择${TAGS_PER_RECORD_MAX}个`)
        .transform((ids) => [...new Set(ids)])
        .nullable();
    case 'attachments':
      // file ids, each once, in the order given (whether they may be attached is checked with the record)
      return z
        .array(ID(label), { error: `${label}应为编号列表` })
        .max(200, `${label}最多200项`)
        .transform((ids) => [...new Set(ids)])
        .nullable();
    case 'lines':
      return linesSchema(field);
    case 'rows':
      return rowsSchema(field, (column) => fieldSchema(column, tzOffset));
  }
}

export const writableFields = (def: EntityDef) => def.fields.filter((f) => f.writable !== false);

/** add: every writable field, all optional at this stage; update: the same plus id. Unknown keys are refused. */
export function inputSchemas(def: EntityDef, tzOffset: number) {
  const shape: Record<string, ZodType> = {};
  for (const f of writableFields(def)) shape[f.key] = fieldSchema(f, tzOffset).optional();
  return {
    add: z.strictObject(shape),
    update: z.strictObject({ id: ID('id'), ...shape }),
  };
}

/** True when HTML shows nothing: no text (tags dropped, &nbsp; as a space) and no image. */
export const isEmptyHtml = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .trim() === '' && !/<img\b/i.test(html);
const emptyHtmlAsBlank = (html: string) => (isEmptyHtml(html) ? '' : html);

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const isMissing = (f: Field, v: unknown) =>
  isEmpty(v) || (f.type === 'richText' && typeof v === 'string' && isEmptyHtml(v));

/** The message of the first required field that is missing (add) or being emptied (update). */
export function missingRequired(
  def: EntityDef,
  values: Record<string, unknown>,
  mode: 'add' | 'update',
): string | undefined {
  return missingRequiredField(def, values, mode)?.required;
}

/** The first required field missing (see missingRequired), for an error that names it. */
export function missingRequiredField(
  def: EntityDef,
  values: Record<string, unknown>,
  mode: 'add' | 'update',
): Field | undefined {
  for (const f of writableFields(def)) {
    if (!f.required) continue;
    const present = f.key in values;
    if (mode === 'add' ? isMissing(f, values[f.key]) : present && isMissing(f, values[f.key])) return f;
  }
  return undefined;
}
