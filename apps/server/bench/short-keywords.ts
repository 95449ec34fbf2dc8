// Keyword search at scale (npm run bench with DATABASE_URL after `seed:scale -- --customers 1000000`): the customer
// list's page 1 with its capped total for short keywords, common and rare, against the same page and count written
// by hand, p95 for admin and 王强. '客户' is in every customer's name; '司徒' in ten; '43' in about one in eight.
import { customerEntity } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { defaultConfig } from '../src/config.ts';
import { EntityService } from '../src/core/engine/entity-service.ts';
import { SessionService, type SessionUser } from '../src/core/sessions.ts';
import { openDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';

type Timer = <K extends string>(fns: Record<K, () => Promise<unknown>>, rounds?: number) => Promise<Record<K, number>>;
type Line = (label: string, value: string, target: string) => void;
/** The customer list page written by hand (run.ts), for a WHERE clause and a limit; `$1` is in_pool. */
type BarePage = (where: string, limit: string) => string;

const FIELDS = ['enterprise_name', 'contact_name', 'phone', 'mobile'];
// the predicates the engine sends (short-keyword.ts), by hand: $2 the keyword, or for a long one its ILIKE pattern
const anyField = (test: (f: string) => string) => `(${FIELDS.map(test).join(' or ')})`;
const CONTAINS = (t: string) => anyField((f) => `strpos(lower(${t}.${f}), lower($2)) > 0`);
const GRAMS = (t: string) => anyField((f) => `short_grams(${t}.${f}) @> array[lower($2)]`);
const COMMON = CONTAINS('c');
const SEEN = `${GRAMS('c')} and ${CONTAINS('c')}`;
const RARE = `c.id = any(array(select m.id from crm_customer m where ${GRAMS('m')} and ${CONTAINS('m')}))`;
const LONG = anyField((f) => `c.${f} ilike $2`);

export async function shortKeywordsAtScale(url: string, barePage: BarePage, p95s: Timer, line: Line) {
  const database = await openDatabase({ databaseUrl: url });
  const db = database.db;
  const client = (
    db as unknown as {
      $client: { query: (q: { text: string; values?: unknown[] }) => Promise<{ rows: { n: number }[] }> };
    }
  ).$client;
  const service = new EntityService(customerEntity, db, 480);
  const sessions = new SessionService(db, defaultConfig());
  const userOf = async (name: string) => {
    const [u] = await db.select({ id: users.user_id }).from(users).where(eq(users.user_name, name));
    return (await sessions.resolve(await sessions.create(u.id)))!.user;
  };
  // the member's scope as the engine writes it once their team records are read: with none, the owner alone
  const scopeSql = async (u: SessionUser) => {
    if (u.scope.all) return 'true';
    const team = (
      await client.query({
        text: `select record_id as n from crm_team where user_id = $1 and entity = 'customer'`,
        values: [u.user_id],
      })
    ).rows.map((r) => r.n);
    const arms = [
      `c.owner_user_id = ${u.user_id}`,
      ...(team.length ? [`c.id = any('{${team.join(',')}}'::int[])`] : []),
      ...(u.scope.deptIds.length ? [`c.dept_id = any('{${u.scope.deptIds.join(',')}}'::int[])`] : []),
    ];
    return `(${arms.join(' or ')})`;
  };
  const cases: { who: string; keyword: string; predicate: string }[] = [
    { who: 'admin', keyword: '客户', predicate: COMMON },
    { who: '王强', keyword: '客户', predicate: COMMON },
    { who: 'admin', keyword: '司徒', predicate: RARE },
    { who: '王强', keyword: '司徒', predicate: RARE },
    { who: 'admin', keyword: '43', predicate: SEEN },
    { who: 'admin', keyword: '客户43210', predicate: LONG },
  ];
  console.log(
    '\nKeyword search at scale (PostgreSQL, customer list page 1 of 20 with its total capped at 10,000, p95 of 60 calls, sides interleaved)',
  );
  const members = { admin: await userOf('admin'), 王强: await userOf('王强') };
  for (const { who, keyword, predicate } of cases) {
    const u = members[who as keyof typeof members];
    const where = `c.in_pool = $1 and ${await scopeSql(u)} and ${predicate}`;
    const params = [1, predicate === LONG ? `%${keyword}%` : keyword];
    const bareRows = () => client.query({ text: barePage(where, '20'), values: params });
    const bareCount = () =>
      client.query({
        text: `select count(*)::int as n from (select 1 from crm_customer c where ${where} limit 10001) capped`,
        values: params,
      });
    const t = await p95s(
      {
        bare: () => Promise.all([bareRows(), bareCount()]),
        engine: () => service.list(u, { page: 1, limit: 20, keyword }),
        bareRows,
        rows: () => service.list(u, { page: 1, limit: 20, keyword }, { withCount: false }),
      },
      60,
    );
    const shown = (await service.list(u, { page: 1, limit: 20, keyword })).counted!;
    const [{ n: real }] = (await bareCount()).rows;
    const label = `${who} '${keyword}' (${shown.count}${shown.capped ? '+' : ''}${real > 10_000 ? '' : ` of ${real}`})`;
    line(
      `  ${label}: page 1 with total / bare`,
      `${t.engine.toFixed(2)} ms / ${t.bare.toFixed(2)} ms = ${(t.engine / t.bare).toFixed(2)}×`,
      '≤ 3×, < 20 ms',
    );
    line(
      `  ${label}: page 1 rows / bare`,
      `${t.rows.toFixed(2)} ms / ${t.bareRows.toFixed(2)} ms = ${(t.rows / t.bareRows).toFixed(2)}×`,
      '≤ 3×',
    );
  }
  await database.close();
}
