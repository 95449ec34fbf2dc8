// Writes a brotli (.br, max quality) and a gzip (.gz, level 9) copy next to every text file of dist/ above 1 KB,
// once per build, so the server (apps/server/src/core/spa.ts, @fastify/static `preCompressed`) sends them as they
// are instead of compressing on each request. Source maps are left out. Run after `vite build`:
// node scripts/precompress.mjs
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const TEXT = /\.(?:js|mjs|css|html|svg|json|wasm|txt)$/;
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const files = fs
  .readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && TEXT.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .filter((file) => fs.statSync(file).size > MIN_BYTES);

let plain = 0;
let br = 0;
// zlib's async calls run on libuv's thread pool, so the files are compressed in parallel
await Promise.all(
  files.map(async (file) => {
    const data = fs.readFileSync(file);
    const [b, g] = await Promise.all([
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gzip(data, { level: 9 }),
    ]);
    fs.writeFileSync(`${file}.br`, b);
    fs.writeFileSync(`${file}.gz`, g);
    plain += data.length;
    br += b.length;
  }),
);
console.log(
  `precompressed ${files.length} files: ${(plain / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli`,
);
