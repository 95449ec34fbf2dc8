import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { defaultConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a migrated, seeded data-dir tarball. PostgreSQL: name of the template database. */
    template: string;
    /** The same, migrated but without the demo company (company set-up tests). */
    emptyTemplate: string;
  }
}

type Templates = { template: string; emptyTemplate: string; remove: () => Promise<void> | void };
/**
 * The templates of this run, built once: the setup is called for the root config and again for each project
 * (vitest.config.ts), in the same process; the last teardown removes them.
 */
const shared = globalThis as { suworkTemplates?: { built: Promise<Templates>; users: number } };

/** Builds one migrated, seeded database; each test file clones it. */
export default async function setup(project: TestProject) {
  const run = (shared.suworkTemplates ??= { built: buildTemplates(), users: 0 });
  run.users += 1;
  const { template, emptyTemplate, remove } = await run.built;
  project.provide('template', template);
  project.provide('emptyTemplate', emptyTemplate);
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    shared.suworkTemplates = undefined;
    await remove();
  };
}

async function buildTemplates(): Promise<Templates> {
  const url = process.env.TEST_DATABASE_URL;
  const config = defaultConfig({ logLevel: 'silent' });
  if (url) {
    const name = `suwork_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, name) });
    await database.migrate();
    await database.close();
    await admin.query(`create database ${name}_empty template ${name}`);
    const seeded = await openDatabase({ databaseUrl: withDatabase(url, name) });
    await seedIfEmpty(seeded, config);
    await seeded.close();
    return {
      template: name,
      emptyTemplate: `${name}_empty`,
      remove: async () => {
        await admin.query(`drop database if exists ${name}_empty with (force)`);
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const database = await openDatabase({});
  await database.migrate();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suwork-test-'));
  const emptyFile = path.join(dir, 'empty.tar');
  fs.writeFileSync(emptyFile, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await seedIfEmpty(database, config);
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  return { template: file, emptyTemplate: emptyFile, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
