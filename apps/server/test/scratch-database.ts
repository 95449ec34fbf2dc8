import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDatabase } from './global-setup.ts';

/**
 * A new empty database on the PostgreSQL server at `serverUrl`, named `<prefix>_<random>`: its address, and `drop`
 * (forced, so connections a test left open do not hold it).
 */
export async function scratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  return {
    url: withDatabase(serverUrl, name),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
