// 产品明细 in the form: the lines as the table edits them, and as add / update send them.
import {
  cents,
  lineSubtotal,
  linesTotal,
  MAX_PRODUCT_LINES,
  moneyText,
  QUANTITY_MAX,
  type ProductLine,
  type ProductLineInput,
} from '@suwork/domain';
import type { Field } from '@suwork/domain/entities';
import type { CellValue, EntityRow } from '../entity-api.ts';

/**
 * A line being edited: what is sent, plus what the table shows (names, unit) and a row key. `list_price` and
 * `list_unit` are the product's own, restored when its spec or module is cleared (known for lines picked here).
 */
export type EditableLine = ProductLineInput & {
  key: string;
  product_name?: string;
  spec_name?: string;
  module_name?: string;
  unit?: string;
  list_price?: string;
  list_unit?: string;
};

/** PRODUCT_STATUS 上架: pickers and selects offer only these (the server refuses off-sale items on new lines). */
export const ON_SALE = 1;

/** A spec or a module of a product, as its select offers it. */
export type ProductPart = { id: number; name: string; price: string; unit: string };

let lastKey = 0;
const newKey = () => `line-${++lastKey}`;

const DECIMAL = /^\d+(\.\d+)?$/;
const decimalOrZero = (v: string | undefined): string => (v !== undefined && DECIMAL.test(v.trim()) ? v.trim() : '0');
const textOf = (v: CellValue): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

type Priced = Pick<ProductLineInput, 'price' | 'quantity' | 'discount'>;
/** While a line is typed, an empty or unfinished number counts as 0. */
const asTyped = (l: Priced): Priced => ({
  price: decimalOrZero(l.price),
  quantity: decimalOrZero(l.quantity),
  discount: decimalOrZero(l.discount),
});

/** A line's subtotal while it is typed. */
export const editingSubtotal = (l: Priced): string => lineSubtotal(asTyped(l));

/** The total of the lines while they are typed. */
export const editingTotal = (lines: readonly Priced[]): string => linesTotal(lines.map(asTyped));

/** The lines of a record (info) as the table edits them. */
export function toEditableLines(v: CellValue): EditableLine[] {
  if (!Array.isArray(v)) return [];
  return (v as readonly ProductLine[])
    .filter((l) => typeof l === 'object' && l !== null)
    .map((l) => ({ ...l, key: newKey() }));
}

function catalogueLine(ids: Pick<ProductLineInput, 'product_id' | 'service_id'>, row: EntityRow): EditableLine {
  const price = moneyText(textOf(row.price) || 0);
  const unit = textOf(row.unit);
  return {
    key: newKey(),
    ...ids,
    product_name: textOf(row.name),
    unit,
    price,
    quantity: '1',
    discount: '0',
    remark: '',
    list_price: price,
    list_unit: unit,
  };
}

/** A picked product as a new line: its price, quantity 1, no discount. */
export const lineFromProduct = (row: EntityRow): EditableLine => catalogueLine({ product_id: row.id }, row);
/** A picked service product as a new line. */
export const lineFromService = (row: EntityRow): EditableLine => catalogueLine({ service_id: row.id }, row);

type PartKind = 'spec' | 'module';

/** The line with a spec or a module chosen (the other one cleared) at its price; cleared: the product's own price when known. */
export function withPart(l: EditableLine, kind: PartKind, part: ProductPart | undefined): EditableLine {
  const cleared = { spec_id: null, spec_name: '', module_id: null, module_name: '' };
  if (!part) return { ...l, ...cleared, price: l.list_price ?? l.price, unit: l.list_unit ?? l.unit };
  return {
    ...l,
    ...cleared,
    [`${kind}_id`]: part.id,
    [`${kind}_name`]: part.name,
    price: part.price,
    unit: part.unit || (l.list_unit ?? l.unit),
  };
}

const plain = (v: string) => cents(v.trim()).toString();

/** What add / update send of a line: the ProductLineInput keys only (the server's schema is strict), amounts as text. */
export function toLineInput(l: EditableLine): ProductLineInput {
  const ids: Partial<ProductLineInput> = {};
  for (const k of ['product_id', 'spec_id', 'module_id', 'service_id'] as const) if (l[k]) ids[k] = l[k];
  const remark = l.remark?.trim() ?? '';
  return {
    ...ids,
    price: DECIMAL.test(l.price.trim()) ? moneyText(l.price.trim()) : l.price.trim(),
    quantity: DECIMAL.test(l.quantity.trim()) ? plain(l.quantity) : l.quantity.trim(),
    discount: DECIMAL.test(l.discount.trim()) ? plain(l.discount) : '0',
    ...(remark ? { remark } : {}),
  };
}

/** Why the lines cannot be saved (the first problem), in the server's words; undefined when they can. */
export function linesProblem(
  lines: readonly EditableLine[],
  field: Pick<Field, 'label' | 'required' | 'max'>,
): string | undefined {
  if (lines.length === 0) return field.required;
  const max = field.max ?? MAX_PRODUCT_LINES;
  if (lines.length > max) return `${field.label}最多${max}行`;
  for (const [i, l] of lines.entries()) {
    const at = `${field.label}第${i + 1}行：`;
    if (!DECIMAL.test(l.price.trim())) return `${at}请输入单价`;
    if (!DECIMAL.test(l.quantity.trim()) || Number(l.quantity) <= 0) return `${at}请输入数量`;
    if (Number(l.quantity) > QUANTITY_MAX) return `${at}数量不能超过${QUANTITY_MAX}`;
    if (l.discount.trim() !== '' && (!DECIMAL.test(l.discount.trim()) || Number(l.discount) > 100))
      return `${at}折扣应在 0 到 100 之间`;
  }
  return undefined;
}
