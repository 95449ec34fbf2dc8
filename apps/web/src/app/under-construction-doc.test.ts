import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC_PATH, renderUnderConstructionDoc } from '../../scripts/under-construction-doc.ts';

describe('docs/under-construction.md', () => {
  it('lists exactly the routes that still show the under-construction page', () => {
    // `npm run docs:routes` writes it first (the page registry is read through Vite's import.meta.glob)
    if (process.env.WRITE_ROUTES_DOC) fs.writeFileSync(DOC_PATH, renderUnderConstructionDoc());
    expect(fs.readFileSync(DOC_PATH, 'utf8')).toBe(renderUnderConstructionDoc());
  });
});
