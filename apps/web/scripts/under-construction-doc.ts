// Writes docs/under-construction.md: the registered routes that still show 该功能建设中.
// Run: npm run docs:routes -w apps/web (a unit test fails while the file is out of date).
import fs from 'node:fs';
import path from 'node:path';
import { MODULES, ROUTES } from '@suwork/domain';
import { underConstructionRoutes } from '../src/app/pages.ts';

export const DOC_PATH = path.resolve(import.meta.dirname, '../../../docs/under-construction.md');

export function renderUnderConstructionDoc(): string {
  const pending = new Set(underConstructionRoutes().map((r) => r.name));
  const lines = [
    '# Routes still under construction',
    '',
    'Generated from the route table (`packages/domain/src/nodes`) and the page registry (`apps/web/src/app/pages.ts`)',
    'by `npm run docs:routes -w apps/web`. Each route below is registered, has its menu entry, title and permission,',
    'and shows 该功能建设中 until its module plugs a page in by route name.',
    '',
    `${pending.size} of ${ROUTES.length} routes.`,
  ];
  const groups: [string, string][] = [
    ['', '公开页面'],
    ...MODULES.map((m): [string, string] => [m.seg, `${m.title} /${m.seg}`]),
  ];
  for (const [seg, title] of groups) {
    const rows = ROUTES.filter((r) => r.module === seg && pending.has(r.name));
    if (rows.length === 0) continue;
    lines.push('', `## ${title}`, '', '| route name | path | title |', '|---|---|---|');
    for (const r of rows) lines.push(`| ${r.name} | \`${r.path}\` | ${r.meta.title} |`);
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] === import.meta.filename) {
  fs.writeFileSync(DOC_PATH, renderUnderConstructionDoc());
  console.log(`wrote ${DOC_PATH}`);
}
