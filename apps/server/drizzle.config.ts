import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // the core schema, the generated entity tables, and every hand-written table file (db/<area>-tables.ts or a
  // module's own <module>.tables.ts), so a new module's tables need no line here
  schema: ['./src/db/schema.ts', './src/db/*-tables.ts', './src/modules/*/*.tables.ts'],
  out: './drizzle',
});
