import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/entity-tables.ts', './src/db/document-tables.ts', './src/db/knowledge-tables.ts', './src/db/office-tables.ts', './src/db/report-tables.ts', './src/db/security-tables.ts'],
  out: './drizzle',
});
