import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { defaultConfig } from '../src/config.ts';
import { cloneDatabase } from './harness.ts';

/** The whole server logging at level info (pino through Fastify), its lines captured in `lines`; closed after the file's tests. */
export async function appWithLogLines() {
  const lines: string[] = [];
  const { database, drop } = await cloneDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suwork-log-'));
  const app = await buildApp({
    config: defaultConfig({ logLevel: 'info', webDist: '/nonexistent', dataDir }),
    database,
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, lines };
}
