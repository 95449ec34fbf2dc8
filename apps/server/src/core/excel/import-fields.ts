import type { EntityDef, Field } from '@suwork/domain/entities';
import { writableFields } from '../engine/input-schema.ts';

/** Fields a sheet can fill: the writable ones, except attachments, product lines and multi-references (no cell holds them). */
export const importableFields = (def: EntityDef): Field[] =>
  writableFields(def).filter((f) => !['attachments', 'lines', 'rows', 'references'].includes(f.type));

/** Template header: the label, marked with * when the field is required. */
export const headerOf = (f: Field) => (f.required ? `*${f.label}` : f.label);

/** A header cell back to its label ("*客户名称", "客户名称*", " 客户名称 " → "客户名称"). */
export const labelOfHeader = (text: string) => text.replace(/\s+/g, '').replace(/^\*+|\*+$/g, '');

/** Column index → field, for the columns whose header names an importable field (the first one wins). */
export function mapHeader(def: EntityDef, header: readonly string[]): Map<number, Field> {
  const byLabel = new Map(importableFields(def).map((f) => [f.label, f]));
  const out = new Map<number, Field>();
  const seen = new Set<string>();
  header.forEach((h, i) => {
    const f = byLabel.get(labelOfHeader(h));
    if (f && !seen.has(f.key)) {
      out.set(i, f);
      seen.add(f.key);
    }
  });
  return out;
}
