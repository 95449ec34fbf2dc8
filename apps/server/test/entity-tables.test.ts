import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENTITY_TABLES_FILE, entityTablesSource } from '../scripts/write-entity-tables.ts';

describe('entity tables', () => {
  it('are generated from the declarations: every declared entity has its table (else run npm run db:generate -w apps/server)', () => {
    expect(fs.readFileSync(ENTITY_TABLES_FILE, 'utf8')).toBe(entityTablesSource());
  });
});
