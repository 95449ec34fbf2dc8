import {
  isMoneyText,
  lineSubtotal,
  linesTotal,
  MAX_PRODUCT_LINES,
  moneyText,
  QUANTITY_MAX,
  type ProductLine,
} from '@suwork/domain';
import { entityByKey, PRODUCT_STATUS, type EntityDef, type Field } from '@suwork/domain/entities';
import { getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { tableOf } from '../../db/entity-tables.ts';
import { invalid } from '../envelope.ts';
import { idField } from '../validation.ts';

// 产品明细: priced lines stored with their record (a jsonb column). The client says what it picked and at what
// price, quantity and discount; the server checks the catalogue, copies the names and computes each subtotal and
// the total (decimal, to the cent), which it writes into the field named by `sumInto`.

type Row = Record<string, unknown>;
const OFF_SALE = Number(Object.entries(PRODUCT_STATUS).find(([, label]) => label === '下架')![0]);

const decimalText = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label}应为数字` })
    .transform((v) => String(v).trim())
    .refine(isMoneyText, `${label}应为最多两位小数的非负数`);

const lineSchema = z.strictObject({
  product_id: idField('产品应为编号').nullish(),
  spec_id: idField('规格应为编号').nullish(),
  module_id: idField('模块应为编号').nullish(),
  service_id: idField('服务产品应为编号').nullish(),
  // kept to the cent like every other amount ('0.1' → '0.10'), so it reads back as the record's own amounts do
  price: decimalText('单价').transform((v) => moneyText(v)),
  quantity: decimalText('数量').refine(
    (v) => Number(v) > 0 && Number(v) <= QUANTITY_MAX,
    `数量应大于0且不超过${QUANTITY_MAX}`,
  ),
  discount: decimalText('折扣')
    .refine((v) => Number(v) <= 100, '折扣应在 0 到 100 之间')
    .optional(),
  remark: z.string({ error: '备注应为文本' }).trim().max(200, '备注不能超过200个字符').optional(),
});

/** The zod type of a `lines` field: each line says exactly one product or service; a spec or a module only with its product. */
export function linesSchema(field: Field) {
  return z
    .array(lineSchema, { error: `${field.label}应为列表` })
    .max(field.max ?? MAX_PRODUCT_LINES, `${field.label}最多${field.max ?? MAX_PRODUCT_LINES}行`)
    .superRefine((lines, ctx) => {
      lines.forEach((l, i) => {
        const problem =
          !l.product_id === !l.service_id
            ? '请选择一个产品或服务'
            : l.service_id && (l.spec_id || l.module_id)
              ? '服务产品没有规格和模块'
              : l.spec_id && l.module_id
                ? '规格和模块只能选择一个'
                : undefined;
        if (problem) ctx.addIssue({ code: 'custom', path: [i], message: `${field.label}第${i + 1}行：${problem}` });
      });
    })
    .nullable();
}

type LineIn = z.infer<typeof lineSchema>;
type CatalogueItem = { id: number; name: string; unit: string; status: number; product_id?: number };

/** Catalogue rows by id, read in one query per kind. */
async function loadItems(
  db: Db,
  entityKey: string,
  ids: number[],
  nameKey: string,
): Promise<Map<number, CatalogueItem>> {
  if (ids.length === 0) return new Map();
  const def = entityByKey(entityKey);
  const t = tableOf(def);
  const c = getTableColumns(t) as Record<string, PgColumn>;
  const select: Record<string, PgColumn> = { id: c.id, name: c[nameKey], unit: c.unit, status: c.status };
  if (c.product_id) select.product_id = c.product_id;
  const rows = (await db
    .select(select)
    .from(t)
    .where(inArray(c.id, [...new Set(ids)]))) as CatalogueItem[];
  return new Map(rows.map((r) => [r.id, r]));
}

const idsOf = (lines: readonly LineIn[], key: 'product_id' | 'spec_id' | 'module_id' | 'service_id') =>
  lines.flatMap((l) => (l[key] ? [l[key]] : []));

/**
 * Lines checked against the catalogue and priced. An item taken off sale may stay on a line the record already
 * had (`before`), not be added anew.
 */
export async function priceLines(
  db: Db,
  field: Field,
  input: readonly LineIn[],
  before: readonly ProductLine[] = [],
): Promise<{ lines: ProductLine[]; total: string }> {
  const [products, specs, modules, services] = await Promise.all([
    loadItems(db, 'product', idsOf(input, 'product_id'), 'name'),
    loadItems(db, 'productSpec', idsOf(input, 'spec_id'), 'spec_name'),
    loadItems(db, 'productModule', idsOf(input, 'module_id'), 'module_name'),
    loadItems(db, 'serviceProduct', idsOf(input, 'service_id'), 'name'),
  ]);
  const had = (key: keyof ProductLine, id: number) => before.some((l) => l[key] === id);
  const lines = input.map((l, i): ProductLine => {
    const at = `${field.label}第${i + 1}行：`;
    const pick = (
      items: Map<number, CatalogueItem>,
      key: 'product_id' | 'spec_id' | 'module_id' | 'service_id',
      what: string,
    ) => {
      const id = l[key];
      if (!id) return undefined;
      const item = items.get(id);
      if (!item) throw invalid(`${at}${what}不存在`, field.key);
      if (item.status === OFF_SALE && !had(key, id)) throw invalid(`${at}${what}「${item.name}」已下架`, field.key);
      if (key !== 'product_id' && key !== 'service_id' && item.product_id !== l.product_id)
        throw invalid(`${at}${what}「${item.name}」不属于所选产品`, field.key);
      return item;
    };
    const main = pick(products, 'product_id', '产品') ?? pick(services, 'service_id', '服务产品')!;
    const spec = pick(specs, 'spec_id', '规格');
    const mod = pick(modules, 'module_id', '模块');
    const priced = { price: l.price, quantity: l.quantity, discount: l.discount ?? '0' };
    return {
      product_id: l.product_id ?? null,
      spec_id: l.spec_id ?? null,
      module_id: l.module_id ?? null,
      service_id: l.service_id ?? null,
      ...priced,
      remark: l.remark ?? '',
      product_name: main.name,
      spec_name: spec?.name ?? '',
      module_name: mod?.name ?? '',
      unit: (spec?.unit || mod?.unit || main.unit) ?? '',
      subtotal: lineSubtotal(priced),
    };
  });
  return { lines, total: linesTotal(lines) };
}

export const linesFields = (def: EntityDef) => def.fields.filter((f) => f.type === 'lines');

/**
 * Prices the lines fields present in `values` (in place) and writes each one's total into its `sumInto` field.
 * A record without lines keeps the amount it was given.
 */
export async function applyLines(db: Db, def: EntityDef, values: Row, before?: Row): Promise<void> {
  for (const f of linesFields(def)) {
    const input = values[f.key];
    if (input === undefined) {
      // an amount the lines make is not typed over
      const kept = (before?.[f.key] ?? []) as ProductLine[];
      if (f.sumInto && f.sumInto in values && kept.length > 0) values[f.sumInto] = linesTotal(kept);
      continue;
    }
    const { lines, total } = await priceLines(
      db,
      f,
      (input ?? []) as LineIn[],
      (before?.[f.key] ?? []) as ProductLine[],
    );
    values[f.key] = lines;
    if (f.sumInto && lines.length > 0) values[f.sumInto] = total;
  }
}

/** Whether two lists of lines say the same (jsonb keeps keys in its own order, so key by key). */
export function sameLines(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((x: Row, i) => {
    const y = b[i] as Row;
    const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
    return [...keys].every((k) => String(x[k] ?? '') === String(y[k] ?? ''));
  });
}

/** How a record's lines read in the operation log and an export: 「服务器 × 2；实施服务 × 1」. */
export const linesText = (lines: readonly ProductLine[]): string =>
  lines
    .map((l) => `${[l.product_name, l.spec_name || l.module_name].filter(Boolean).join(' ')} × ${l.quantity}`)
    .join('；');
