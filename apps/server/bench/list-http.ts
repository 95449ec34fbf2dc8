// Lists through HTTP at scale (npm run bench with DATABASE_URL after `seed:scale -- --customers 1000000`): page 1 of
// six lists as the web asks for it (GET getList, its total included), through a server process logging as shipped,
// for admin, 王强 and a member who owns nothing, against the floor: the statements the engine sends for that page
// (its rows, and its capped count with the member's team records), one after the other, through a bare client in
// this process. What the request path adds (HTTP, sign-in check, validation, encoding, logging, round trips) is the
// ratio; whether the engine's SQL is itself near a hand-written page is the other sections' measure.
import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  contractEntity,
  customerEntity,
  invoiceEntity,
  opportunityEntity,
  receivableEntity,
  recoveryEntity,
  type EntityDef,
} from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { defaultConfig } from '../src/config.ts';
import { EMPTY_MEMBER, ensureEmptyMember } from './empty-member.ts';
import { getJson } from './http-client.ts';
import { EntityService } from '../src/core/engine/entity-service.ts';
import type { ListQuery } from '../src/core/engine/list-query.ts';
import { SessionService } from '../src/core/sessions.ts';
import { openDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';

type Answer = { code: number; msg: string; data: unknown };
type Timer = <K extends string>(fns: Record<K, () => Promise<unknown>>, rounds?: number) => Promise<Record<K, number>>;
type Line = (label: string, value: string, target: string) => void;
type Start = (port: number, dataDir: string, env: Record<string, string>) => Promise<{ child: ChildProcess }>;

const LISTS: EntityDef[] = [
  customerEntity,
  opportunityEntity,
  contractEntity,
  recoveryEntity,
  receivableEntity,
  invoiceEntity,
];
const PAGE = { page: 1, limit: 20 } as ListQuery;

export async function listsThroughHttp(
  url: string,
  dataDir: string,
  start: Start,
  stop: (c: ChildProcess) => Promise<void>,
  p95s: Timer,
  line: Line,
) {
  const port = 3960 + Math.floor(Math.random() * 20) * 2;
  // the request log as shipped: one JSON line a request, to a stream nobody reads
  const { child } = await start(port, dataDir, { DATABASE_URL: url, LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
  const base = `http://127.0.0.1:${port}`;
  const call = async (path: string, token: string | undefined, body?: unknown) => {
    if (!body) return (await getJson(`${base}${path}`, token ? { authorization: `Bearer ${token}` } : {})) as Answer;
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Answer;
  };
  const signIn = async (username: string, password: string) => {
    const res = await call('/api/Login/login', undefined, { username, password });
    if (res.code !== 0) throw new Error(`${username}: ${res.msg}`);
    return (res.data as { token: string }).token;
  };

  const database = await openDatabase({ databaseUrl: url });
  const db = database.db;
  type Query = { text: string; values?: unknown[]; name?: string };
  const client = (db as unknown as { $client: { query: (q: Query | string, values?: unknown[]) => Promise<unknown> } })
    .$client;
  const admin = await signIn('admin', 'admin123');
  await ensureEmptyMember(base, admin, url);
  const members = {
    admin: admin,
    王强: await signIn('王强', '123456'),
    [`${EMPTY_MEMBER.name} (owns nothing)`]: await signIn(EMPTY_MEMBER.name, EMPTY_MEMBER.password),
  };

  // the statements a page sends, caught on their way to the database
  const sessions = new SessionService(db, defaultConfig());
  const sent: { text: string; values?: unknown[] }[] = [];
  const query = client.query.bind(client);
  client.query = (q, values) => {
    sent.push(typeof q === 'string' ? { text: q, values } : { text: q.text, values: q.values ?? values });
    return query(q, values);
  };
  const floorOf = async (def: EntityDef, userName: string) => {
    const [u] = await db.select({ id: users.user_id }).from(users).where(eq(users.user_name, userName));
    const user = (await sessions.resolve(await sessions.create(u.id)))!.user;
    // the statements of a page in steady state: the first page also asks for what is then kept (the table's estimate)
    const service = new EntityService(def, db, 480);
    await service.list(user, PAGE);
    sent.length = 0;
    await service.list(user, PAGE);
    const statements = sent.map((s) => ({
      ...s,
      name: `floor_${createHash('sha1').update(s.text).digest('hex').slice(0, 16)}`,
    }));
    return async () => {
      for (const s of statements) await query(s);
    };
  };

  console.log(
    '\nLists through HTTP at scale (server process logging as shipped, PostgreSQL; page 1 of 20 with its total, p95 of 200, sides interleaved)',
  );
  for (const def of LISTS) {
    for (const [name, token] of Object.entries(members)) {
      const floor = await floorOf(def, name === 'admin' || name === '王强' ? name : EMPTY_MEMBER.name);
      const path = `/api/${def.controller}/getList?page=${PAGE.page}&limit=${PAGE.limit}`;
      const t = await p95s(
        {
          floor,
          http: async () => {
            const res = await call(path, token);
            if (res.code !== 0) throw new Error(`${path}: ${res.msg}`);
          },
        },
        200,
      );
      line(
        `  ${def.title} · ${name}: HTTP / floor`,
        `${t.http.toFixed(2)} ms / ${t.floor.toFixed(2)} ms = ${(t.http / t.floor).toFixed(2)}×`,
        '≤ 2×',
      );
    }
  }
  client.query = query;
  await database.close();
  await stop(child);
}
