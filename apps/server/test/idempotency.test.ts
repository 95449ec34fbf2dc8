import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_REPLAYED_HEADER } from '@suwork/domain';
import { contactEntity, customerEntity } from '@suwork/domain/entities';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MSG, purgeIdempotencyKeys } from '../src/core/idempotency.ts';
import { uniqueFieldMessage } from '../src/core/unique-fields.ts';
import { crm_customer, oa_leave } from '../src/db/entity-tables.ts';
import { resultRows } from '../src/db/result-rows.ts';
import { roles, users } from '../src/db/schema.ts';
import { flowRuns } from '../src/modules/flow/flow.tables.ts';
import { idempotencyKeys } from '../src/db/security-tables.ts';
import { sampleInput } from './entity-fixtures.ts';
import { appForFile, SALES } from './harness.ts';
import { deptId, userId } from './org-fixtures.ts';

// Creates sent twice (a double click, a retry after a lost answer) make one record; names that must be unique
// refuse the second of two simultaneous saves with a 4xx naming the field, never a 500.

const { t, admin } = await appForFile();
const sales = await t.login(SALES);
const db = t.database.db;
const REPLAYED = IDEMPOTENCY_REPLAYED_HEADER.toLowerCase();

type Answer = Awaited<ReturnType<typeof post>>;
const post = (url: string, body: unknown, { token = admin, key }: { token?: string; key?: string } = {}) =>
  t.call<Record<string, number>>('POST', url, {
    token,
    body,
    headers: key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key },
  });
const times = <T>(n: number, fn: () => Promise<T>) => Promise.all(Array.from({ length: n }, fn));
let seq = 0;
const newKey = () => `k-${Date.now()}-${++seq}`;
const customersNamed = async (name: string) =>
  (await db.select({ n: count() }).from(crm_customer).where(eq(crm_customer.enterprise_name, name)))[0].n;

/** Exactly one answer is a success; every other is a 4xx naming the field, none a 5xx. */
function oneWinner(answers: Answer[], field: RegExp) {
  expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
  const losers = answers.filter((a) => a.body.code !== 0);
  expect(losers.map((a) => a.status >= 400 && a.status < 500)).toEqual(losers.map(() => true));
  for (const a of losers) expect(a.body.msg).toMatch(field);
}

describe('Idempotency-Key on creates', () => {
  it('makes one customer of ten parallel adds with one key, all answered with its id; a later repeat is replayed', async () => {
    const body = { ...(await sampleInput(t, admin, customerEntity)), enterprise_name: '幂等测试客户甲' };
    const key = newKey();
    const answers = await times(10, () => post('/api/Customer/add', body, { key }));
    expect(answers.map((a) => a.body.code)).toEqual(answers.map(() => 0));
    const id = answers[0].body.data.id;
    expect(new Set(answers.map((a) => a.body.data.id))).toEqual(new Set([id]));
    expect(await customersNamed('幂等测试客户甲')).toBe(1);

    const later = await post('/api/Customer/add', body, { key });
    expect([later.status, later.body.data.id, later.headers[REPLAYED]]).toEqual([200, id, 'true']);
    // one of the ten ran; the nine others waited for it and got its answer
    expect(answers.filter((a) => a.headers[REPLAYED] === undefined)).toHaveLength(1);

    const other = await post('/api/Customer/add', body, { key: newKey() });
    expect(other.body.code).toBe(0);
    expect(other.body.data.id).not.toBe(id);
    expect(await customersNamed('幂等测试客户甲')).toBe(2);
  });

  it('makes one leave with one approval run of a request sent twice', async () => {
    const form = {
      leave_type: 3,
      start_date: '2026-05-11',
      start_half: 1,
      end_date: '2026-05-12',
      end_half: 2,
      reason: '幂等测试请假',
    };
    const key = newKey();
    const answers = await times(2, () => post('/api/Leave/add', form, { token: sales, key }));
    expect(answers.map((a) => a.body.code)).toEqual([0, 0]);
    expect(answers[1].body.data.id).toBe(answers[0].body.data.id);
    const leaves = await db.select({ id: oa_leave.id }).from(oa_leave).where(eq(oa_leave.reason, '幂等测试请假'));
    expect(leaves).toHaveLength(1);
    const runs = await db
      .select({ n: count() })
      .from(flowRuns)
      .where(and(eq(flowRuns.flow_type, 14), eq(flowRuns.detail_id, Number(leaves[0].id))));
    expect(runs[0].n).toBe(1);
  });

  it('lets a corrected resubmission with the key of a refused one through', async () => {
    const key = newKey();
    const refused = await post(
      '/api/Leave/add',
      {
        leave_type: 3,
        start_date: '2026-06-02',
        start_half: 2,
        end_date: '2026-06-02',
        end_half: 1,
        reason: '幂等修正',
      },
      { token: sales, key },
    );
    expect(refused.body.msg).toBe('结束时间不能早于开始时间');
    const corrected = await post(
      '/api/Leave/add',
      {
        leave_type: 3,
        start_date: '2026-06-02',
        start_half: 1,
        end_date: '2026-06-02',
        end_half: 2,
        reason: '幂等修正',
      },
      { token: sales, key },
    );
    expect(corrected.body.code).toBe(0);
    expect(corrected.headers[REPLAYED]).toBeUndefined();
    expect(await db.select({ id: oa_leave.id }).from(oa_leave).where(eq(oa_leave.reason, '幂等修正'))).toHaveLength(1);
  });

  it('keeps each member’s keys apart, refuses a key reused on another route and a malformed key', async () => {
    const key = newKey();
    const body = { ...(await sampleInput(t, admin, customerEntity)), enterprise_name: '幂等测试客户乙' };
    expect((await post('/api/Customer/add', body, { key })).body.code).toBe(0);
    expect((await post('/api/Customer/add', body, { key, token: sales })).headers[REPLAYED]).toBeUndefined();
    expect(await customersNamed('幂等测试客户乙')).toBe(2);

    const elsewhere = await post('/api/Contacts/add', await sampleInput(t, admin, contactEntity), { key });
    expect([elsewhere.status, elsewhere.body.msg]).toEqual([400, IDEMPOTENCY_MSG.otherRequest]);
    for (const bad of ['', 'x'.repeat(129), '含中文', 'a b']) {
      const res = await post('/api/Customer/add', body, { key: bad });
      expect([res.status, res.body.msg]).toEqual([400, IDEMPOTENCY_MSG.badKey]);
    }
    // the same path in other letters is the same route
    expect((await post('/api/customer/ADD', body, { key })).body.code).toBe(0);
    expect(await customersNamed('幂等测试客户乙')).toBe(2);
  });

  it('waits for the first request of a key, and answers 409 when it does not finish', async () => {
    const me = await userId(t, 'admin');
    const body = await sampleInput(t, admin, customerEntity);
    const key = newKey();
    await db
      .insert(idempotencyKeys)
      .values({ user_id: me, key, route: 'POST /api/customer/add', create_time: t.clock.now() });
    const stored = JSON.stringify({ code: 0, msg: '操作成功', data: { id: 424242 } });
    // the first request answers while the repeat waits
    setTimeout(
      () =>
        void db
          .update(idempotencyKeys)
          .set({ status: 2, http: 200, body: stored })
          .where(and(eq(idempotencyKeys.user_id, me), eq(idempotencyKeys.key, key)))
          .execute(),
      150,
    );
    const waited = await post('/api/Customer/add', body, { key });
    expect([waited.status, waited.body.data?.id, waited.headers[REPLAYED]]).toEqual([200, 424242, 'true']);

    const stuck = newKey();
    await db
      .insert(idempotencyKeys)
      .values({ user_id: me, key: stuck, route: 'POST /api/customer/add', create_time: t.clock.now() });
    const pending = post('/api/Customer/add', body, { key: stuck });
    await new Promise((r) => setTimeout(r, 100));
    t.clock.advance(11_000);
    const gaveUp = await pending;
    expect([gaveUp.status, gaveUp.body.msg]).toEqual([409, IDEMPOTENCY_MSG.inProgress]);
  });

  it('forgets a key after 24 hours', async () => {
    const me = await userId(t, 'admin');
    const body = { ...(await sampleInput(t, admin, customerEntity)), enterprise_name: '幂等测试客户丙' };
    const key = newKey();
    const dayAgo = new Date(t.clock.now().getTime() - 24 * 3_600_000 - 60_000);
    const old = JSON.stringify({ code: 0, msg: '操作成功', data: { id: 424243 } });
    await db.insert(idempotencyKeys).values({
      user_id: me,
      key,
      route: 'POST /api/customer/add',
      status: 2,
      http: 200,
      body: old,
      create_time: dayAgo,
    });
    const res = await post('/api/Customer/add', body, { key });
    expect([res.body.code, res.headers[REPLAYED]]).toEqual([0, undefined]);
    expect(await customersNamed('幂等测试客户丙')).toBe(1);

    const stale = newKey();
    await db
      .insert(idempotencyKeys)
      .values({ user_id: me, key: stale, route: 'POST /api/customer/add', create_time: dayAgo });
    await purgeIdempotencyKeys(db, t.clock.now());
    const left = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, [key, stale]));
    expect(left).toEqual([{ key }]);
  });
});

describe('unique names under simultaneous saves', () => {
  it('keeps one of ten roles of one name; the others are told the name exists', async () => {
    const answers = await times(10, () => post('/api/role/add', { role_name: '幂等测试角色' }));
    oneWinner(answers, /^角色名称已存在$/);
    expect(await db.select({ id: roles.role_id }).from(roles).where(eq(roles.role_name, '幂等测试角色'))).toHaveLength(
      1,
    );
  });

  it('keeps one tag group, one tag and one document group of a name', async () => {
    oneWinner(
      await times(10, () => post('/api/Tag/addGroup', { group_name: '幂等标签组', color: '#1677ff' })),
      /标签组/,
    );
    const groupId = (await post('/api/Tag/addGroup', { group_name: '幂等标签组二', color: '#1677ff' })).body.data
      .group_id;
    oneWinner(await times(10, () => post('/api/Tag/add', { group_id: groupId, tag_name: '幂等标签' })), /标签/);
    oneWinner(await times(10, () => post('/api/DocumentGroup/save', { name: '幂等文档分组', members: [] })), /分组/);
  });

  it('gives one worker record a job number', async () => {
    const dept = await deptId(t, '人事行政部');
    const members = await db
      .insert(users)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          user_name: `幂等员工${i}`,
          user_phone: `1370000${String(i).padStart(4, '0')}`,
          user_pwd: 'x',
          dept_id: dept,
        })),
      )
      .returning({ id: users.user_id });
    const answers = await Promise.all(
      members.map((m) =>
        post('/api/Worker/add', {
          user_id: m.id,
          job_number: 'IDEM-001',
          position: '测试岗位',
          employment_type: 1,
          status: 1,
          entry_date: '2024-03-01',
        }),
      ),
    );
    oneWinner(answers, /工号/);
  });
});

describe('unique indexes', () => {
  it('each has a message for the client naming what is taken', async () => {
    const rows = resultRows<{ name: string }>(
      await db.execute(sql`
        SELECT c.relname AS name FROM pg_index i
        JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE i.indisunique AND NOT i.indisprimary AND n.nspname = 'public'`),
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.map((r) => r.name).filter((name) => !uniqueFieldMessage(name))).toEqual([]);
  });
});
