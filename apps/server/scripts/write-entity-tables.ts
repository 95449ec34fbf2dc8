// Writes src/db/entity-tables.ts from the entity declarations: one exported Drizzle table per declared entity,
// so drizzle-kit sees every table and a new entity needs no hand-written line. `npm run db:generate` runs it
// first; test/entity-tables.test.ts fails when the file is out of date.
import fs from 'node:fs';
import path from 'node:path';
import { ENTITIES } from '@suwork/domain/entities';

export const ENTITY_TABLES_FILE = path.resolve(import.meta.dirname, '../src/db/entity-tables.ts');

export function entityTablesSource(): string {
  const tables = [...ENTITIES.map((d) => d.table)].sort();
  return [
    '// Generated from the entity declarations by scripts/write-entity-tables.ts (npm run db:generate); do not edit.',
    '// One Drizzle table per declared entity, exported by name so migrations see it (drizzle-kit reads exports).',
    "import { ENTITIES, type EntityDef } from '@suwork/domain/entities';",
    "import { entityTable, type EntityTable } from '../core/engine/table.ts';",
    '',
    'const declared = (table: string): EntityDef => ENTITIES.find((d) => d.table === table)!;',
    '',
    ...tables.map((t) => `export const ${t} = entityTable(declared('${t}'));`),
    '',
    `const byTable: Record<string, EntityTable> = { ${tables.join(', ')} };`,
    '',
    'export function tableOf(def: EntityDef): EntityTable {',
    '  const t = byTable[def.table];',
    '  if (!t) throw new Error(`entity ${def.key} has no table: run npm run db:generate -w apps/server`);',
    '  return t;',
    '}',
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.writeFileSync(ENTITY_TABLES_FILE, entityTablesSource());
  console.log(`wrote ${path.relative(process.cwd(), ENTITY_TABLES_FILE)} (${ENTITIES.length} tables)`);
}
