// Gzip size of the JavaScript the sign-in page loads from dist/: the entry chunk, the Login page chunk (when the page
// is not part of the entry chunk) and everything they import statically.
// Run after `vite build`: node scripts/login-bundle-size.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const assets = path.join(dist, 'assets');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

const roots = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const login = fs.readdirSync(assets).find((f) => /^Login-[\w-]+\.js$/.test(f));
if (login) roots.push(login);

const seen = new Set();
const visit = (file) => {
  if (seen.has(file)) return;
  seen.add(file);
  const code = fs.readFileSync(path.join(assets, file), 'utf8');
  // static imports only: `import ... from "./x.js"` and `import "./x.js"`, not `import("./x.js")`
  for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g)) visit(m[1]);
};
roots.forEach(visit);

let total = 0;
for (const file of [...seen].sort()) {
  const gz = zlib.gzipSync(fs.readFileSync(path.join(assets, file))).length;
  total += gz;
  console.log(`${(gz / 1024).toFixed(1).padStart(8)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(8)} KB  total gzip (${seen.size} files)`);
