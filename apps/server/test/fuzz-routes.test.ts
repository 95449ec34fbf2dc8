import { eq } from 'drizzle-orm';
import { FLOW_MSG } from '@suwork/domain';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import type { RegisteredRoute } from '../src/core/auth.ts';
import { users } from '../src/db/schema.ts';
import { appForFile, SALES } from './harness.ts';

// Bad input never produces a 5xx, on any route: every registered /api route (the route table, as the permission
// matrix reads it) is called with each of its declared fields, one at a time, set to ids beyond the integer
// range, negative and huge numbers, NUL and other control characters, and wrong shapes — the other fields
// holding values their own schemas accept, so the bad one travels as far as validation lets it.

const { t } = await appForFile();

/** Values a hostile or careless client sends. */
const HOSTILE: readonly unknown[] = [
  2_147_483_648,
  '2147483648',
  1e20,
  -1,
  0,
  1.5,
  'a\u0000b',
  '\u0000',
  'x\u001b[31m',
  '1,2147483648',
  [2_147_483_648],
  ['\u0000'],
  { $ne: 1 },
  null,
  true,
  'x'.repeat(70_000),
];

/** Candidates for a value the field's own schema accepts, so the other fields do not stop the request early. */
const PLAUSIBLE: readonly unknown[] = [
  1,
  '1',
  'a',
  '2026-01-05',
  '2026-01-05 10:00:00',
  '2026-01',
  '1,2',
  2,
  true,
  [1],
  ['a'],
  [],
  {},
  '{}',
  '0.5',
  'customer',
];

type Schemaish = {
  shape?: Record<string, ZodType>;
  options?: unknown[];
  def?: {
    in?: unknown;
    innerType?: unknown;
    schema?: unknown;
    options?: unknown[];
    entries?: Record<string, unknown>;
    values?: unknown[];
  };
};

/** The fields a request schema declares (objects, also behind transforms, defaults, unions and extensions). */
function shapeOf(schema: unknown, depth = 0): Record<string, ZodType> {
  const s = schema as Schemaish | undefined;
  if (!s || depth > 6) return {};
  if (s.shape) return s.shape;
  const inner = s.def?.in ?? s.def?.innerType ?? s.def?.schema;
  if (inner) return shapeOf(inner, depth + 1);
  const options = s.def?.options ?? [];
  return Object.assign({}, ...options.map((o) => shapeOf(o, depth + 1)));
}

function plausibleValue(field: ZodType): unknown {
  const def = (field as Schemaish).def;
  const declared = [...Object.values(def?.entries ?? {}), ...(def?.values ?? [])];
  for (const v of [...declared, ...PLAUSIBLE]) if (field.safeParse(v).success) return v;
  return undefined;
}

const samples = (schema: unknown) =>
  Object.fromEntries(
    Object.entries(shapeOf(schema))
      .map(([k, f]) => [k, plausibleValue(f)] as const)
      .filter(([, v]) => v !== undefined),
  ) as Record<string, unknown>;

/** Sign-out and password changes would end the session the fuzzing uses; they are fuzzed on a throw-away session. */
const ENDS_SESSION = /loginOut|updatePwd|user\/update|forbid|setNode|RoleScope\/save|role\/update|role\/del/i;

type Failure = { route: string; field: string; value: string; status: number; msg: string };

async function fuzz(route: RegisteredRoute, token: () => Promise<string>): Promise<Failure[]> {
  const failures: Failure[] = [];
  const bodyBase = samples(route.schema?.body);
  const queryBase = samples(route.schema?.querystring);
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const send = async (field: string, value: unknown, where: 'body' | 'query' | 'param') => {
    const body = where === 'body' ? { ...bodyBase, [field]: value } : bodyBase;
    const query = where === 'query' ? { ...queryBase, [field]: value } : queryBase;
    const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(where === 'param' && name === field ? String(value) : '1'),
    );
    const res = await t.app.inject({
      method: route.method as 'GET' | 'POST',
      url,
      headers: { authorization: `Bearer ${await token()}` },
      query: Object.fromEntries(
        Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      ),
      ...(route.method === 'GET' ? {} : { payload: body }),
    });
    if (res.statusCode >= 500) {
      const msg = (() => {
        try {
          return String(res.json().msg);
        } catch {
          return res.body.slice(0, 80);
        }
      })();
      failures.push({
        route: `${route.method} ${route.url}`,
        field: `${where}.${field}`,
        value: JSON.stringify(value).slice(0, 40),
        status: res.statusCode,
        msg,
      });
    }
  };
  for (const value of HOSTILE) {
    for (const field of Object.keys(shapeOf(route.schema?.body))) await send(field, value, 'body');
    for (const field of Object.keys(shapeOf(route.schema?.querystring))) await send(field, value, 'query');
    for (const field of paramNames) await send(field, value, 'param');
    // fields nobody declared, and a route without a schema, get the value too
    await send('id', value, route.method === 'GET' ? 'query' : 'body');
  }
  return failures;
}

const apiRoutes = () => t.app.routeAuth.filter((r) => r.url.startsWith('/api/') && !r.url.includes('*'));

/** A session of the member made directly, so a route that signs people out or changes their password cannot stop the run. */
async function sessionOf(name: string) {
  const [member] = await t.database.db.select({ id: users.user_id }).from(users).where(eq(users.user_name, name));
  return () => t.app.sessions.create(member.id, '127.0.0.1', 'fuzz');
}

describe('the cases a probe found answer a clear 4xx', () => {
  const BIG = 2_147_483_648;
  it.each<[string, 'GET' | 'POST', Record<string, unknown>, string]>([
    ['/api/Customer/info', 'GET', { id: BIG }, '记录不存在'],
    ['/api/Customer/getList', 'GET', { after_id: BIG }, '记录不存在'],
    ['/api/CommonFollow/getList', 'GET', { entity: 'customer', real_id: BIG }, '记录不存在'],
    ['/api/Upload/file', 'GET', { id: BIG }, '文件不存在或已被删除'],
    ['/api/flow/review', 'GET', { flow_type: 14, detail_id: BIG }, FLOW_MSG.chooseRecord],
    ['/api/flow/startflow', 'POST', { flow_type: 14, detail_id: BIG, to_user: '{}' }, FLOW_MSG.chooseRecord],
    ['/api/Task/info', 'GET', { id: BIG }, '任务不存在或无权查看'],
    ['/api/Document/info', 'GET', { id: BIG }, '文件不存在或已被删除'],
    ['/api/Contacts/add', 'POST', { contact_name: '张三', enterprise_id: BIG }, '客户名称应为编号'],
    ['/api/Customer/addUser', 'POST', { ids: String(BIG), user_ids: '1' }, '请选择数据'],
  ])('%s with an id beyond the integer range', async (url, method, input, msg) => {
    const token = await (await sessionOf('王强'))();
    const res = await t.call(
      method,
      url,
      method === 'GET' ? { token, query: input as Record<string, number> } : { token, body: input },
    );
    expect([res.status, res.body.msg]).toEqual([400, msg]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['/api/Customer/add', { enterprise_name: '客户\u0000名' }],
    ['/api/Login/login', { username: 'admin\u0000', password: 'x' }],
    ['/api/Task/add', { title: '任务\u0000', assignee_id: 1 }],
    ['/api/user/updateInfo', { nick_name: '昵\u0000称' }],
  ])('%s with a NUL byte in its text says which field, and saves nothing', async (url, body) => {
    const token = await (await sessionOf('王强'))();
    const res = await t.call('POST', url, { token, body });
    expect([res.status, res.body.msg]).toEqual([400, `字段 ${Object.keys(body)[0]}：不能包含控制字符`]);
  });

  it('a NUL in a keyword or a follow-up is refused the same way', async () => {
    const token = await (await sessionOf('王强'))();
    expect((await t.call('GET', '/api/Customer/getList', { token, query: { keyword: 'a\u0000' } })).body.msg).toBe(
      '字段 keyword：不能包含控制字符',
    );
  });
});

describe('no input produces a 5xx', () => {
  it('covers the whole route table', () => {
    expect(apiRoutes().length).toBeGreaterThan(250);
    // the spec's names of API groups are routes of the table too (core/api-aliases.ts)
    expect(apiRoutes().map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/BusinessChance/getList',
        'POST /api/BusinessQuote/add',
        'POST /api/enterprise/toPublic',
      ]),
    );
    expect(
      apiRoutes().filter(
        (r) => Object.keys(shapeOf(r.schema?.body)).length + Object.keys(shapeOf(r.schema?.querystring)).length > 0,
      ).length,
    ).toBeGreaterThan(200);
  });

  it.each([['admin'], [SALES.username]])(
    'every route, as %s',
    async (name) => {
      const fresh = await sessionOf(name);
      let token = await fresh();
      const reuse = async () => token;
      const failures: Failure[] = [];
      for (const route of apiRoutes()) {
        failures.push(...(await fuzz(route, ENDS_SESSION.test(route.url) ? fresh : reuse)));
        if (ENDS_SESSION.test(route.url)) token = await fresh();
      }
      expect(failures).toEqual([]);
    },
    600_000,
  );
});
