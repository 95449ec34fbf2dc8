import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENTITIES, ENTITY_BY_KEY, fillSourceKeys } from '@suwork/domain/entities';
import { ENTITY_TABLES_FILE, entityTablesSource } from '../scripts/write-entity-tables.ts';

describe('entity tables', () => {
  it('are generated from the declarations: every declared entity has its table (else run npm run db:generate -w apps/server)', () => {
    expect(fs.readFileSync(ENTITY_TABLES_FILE, 'utf8')).toBe(entityTablesSource());
  });
});

describe('entity declarations', () => {
  it('name only real references: related lists, picker filters from the form, product line totals, fills', () => {
    const problems: string[] = [];
    for (const def of ENTITIES) {
      for (const r of def.related ?? []) {
        const field = ENTITY_BY_KEY.get(r.entity)?.fields.find((f) => f.key === r.field);
        if ((field?.type !== 'reference' && field?.type !== 'references') || field.entity !== def.key || !field.filter)
          problems.push(`${def.key}.related ${r.entity}.${r.field}`);
      }
      for (const f of def.fields) {
        for (const [param, key] of Object.entries(f.pickerParams ?? {}))
          if (
            !def.fields.some((x) => x.key === key) ||
            !ENTITY_BY_KEY.get(f.entity!)?.fields.some((x) => x.key === param && x.filter)
          )
            problems.push(`${def.key}.${f.key} picker ${param}`);
        if (f.sumInto && def.fields.find((x) => x.key === f.sumInto)?.type !== 'money')
          problems.push(`${def.key}.${f.key} sumInto`);
        // a fill writes a field the form shows, from fields the chosen record has
        for (const [to, source] of Object.entries(f.fills ?? {})) {
          const target = def.fields.find((x) => x.key === to);
          if (!target || target.writable === false) problems.push(`${def.key}.${f.key} fills ${to}`);
          for (const from of fillSourceKeys(source))
            if (!ENTITY_BY_KEY.get(f.entity!)?.fields.some((x) => x.key === from))
              problems.push(`${def.key}.${f.key} fills ${to} from ${from}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
