import { DATA_SCOPE, ERR } from '@suwork/domain';
import { clueEntity, contactEntity, customerEntity, ENTITIES, type EntityDef } from '@suwork/domain/entities';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tableOf } from '../src/db/entity-tables.ts';
import { operationLogs, teamMembers } from '../src/db/schema.ts';
import type { HandOverResult } from '@suwork/domain/contracts';
import { createRecord } from './entity-fixtures.ts';
import { appForFile } from './harness.ts';
import { deptId, memberWithNodes } from './org-fixtures.ts';

const { t, admin } = await appForFile();

const seller = (dept = '销售一部') => memberWithNodes(t, ['customer'], { dept, scope: DATA_SCOPE.self });

async function owners(def: EntityDef, ids: number[]) {
  const table = tableOf(def);
  const rows = await t.database.db.select().from(table).where(inArray(table.id, ids));
  return rows.map((r) => ({ id: r.id as number, owner: r.owner_user_id as number, dept: r.dept_id as number }));
}

const team = async (entity: string, recordId: number) =>
  (
    await t.database.db
      .select({ user_id: teamMembers.user_id })
      .from(teamMembers)
      .where(and(eq(teamMembers.entity, entity), eq(teamMembers.record_id, recordId)))
  )
    .map((r) => r.user_id)
    .sort();

describe("hand-over of a leaver's records", () => {
  it('moves every owned record, its department and team places to the new member, logging each record', async () => {
    const leaver = await seller();
    const heir = await seller('销售二部');
    const colleague = await seller();
    const customers = [
      await createRecord(t, leaver.token, customerEntity),
      await createRecord(t, leaver.token, customerEntity),
    ];
    const clue = await createRecord(t, leaver.token, clueEntity);
    const contact = await createRecord(t, leaver.token, contactEntity);
    // the heir already helps on one of them; the leaver helps on a colleague's record
    await t.call('POST', '/api/Customer/addUser', {
      token: leaver.token,
      body: { ids: String(customers[0]), user_ids: String(heir.userId) },
    });
    const theirs = await createRecord(t, colleague.token, customerEntity);
    await t.call('POST', '/api/Customer/addUser', {
      token: colleague.token,
      body: { ids: String(theirs), user_ids: String(leaver.userId) },
    });
    expect(
      (await t.call('POST', '/api/user/forbid', { token: admin, body: { user_id: leaver.userId, status: 2 } })).body
        .code,
    ).toBe(0);

    const res = await t.call<HandOverResult>('POST', '/api/User/transferBatchUser', {
      token: admin,
      body: { user_ids: String(leaver.userId), to_user_id: heir.userId },
    });
    expect(res.body.code).toBe(0);
    const moved = Object.fromEntries(res.body.data.moved.map((m) => [m.entity, m.count]));
    // a contact's customer is created with it, so the leaver owned three customers; each customer's 联系人 became
    // its first contact, so four contacts
    expect(moved).toMatchObject({ customer: 3, clue: 1, contact: 4 });
    expect(res.body.data.total).toBe(Object.values(moved).reduce((a, b) => a + b, 0));
    expect(res.body.data.moved.every((m) => ENTITIES.find((e) => e.key === m.entity)!.owned)).toBe(true);

    const twoDept = await deptId(t, '销售二部');
    for (const row of [
      ...(await owners(customerEntity, customers)),
      ...(await owners(clueEntity, [clue])),
      ...(await owners(contactEntity, [contact])),
    ]) {
      expect(row).toMatchObject({ owner: heir.userId, dept: twoDept });
    }
    expect(await team('customer', customers[0])).toEqual([]);
    expect(await team('customer', theirs)).toEqual([heir.userId]);
    const logs = await t.database.db
      .select()
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.action, 'owner'),
          inArray(operationLogs.record_id, customers),
          eq(operationLogs.entity, 'customer'),
        ),
      );
    expect(logs.length).toBe(2);
    expect(logs[0].content).toMatch(/^离职交接：负责人由「组织测试成员\d+」变更为「组织测试成员\d+」$/);
    const info = await t.call<{ owner_user_id: number }>('GET', '/api/Customer/info', {
      token: heir.token,
      query: { id: customers[1] },
    });
    expect(info.body.data.owner_user_id).toBe(heir.userId);
  });

  it('changes nothing when it fails midway', async () => {
    const leaver = await seller();
    const heir = await seller('销售二部');
    const customer = await createRecord(t, leaver.token, customerEntity);
    const clue = await createRecord(t, leaver.token, clueEntity);
    const colleague = await seller();
    const theirs = await createRecord(t, colleague.token, customerEntity);
    await t.call('POST', '/api/Customer/addUser', {
      token: colleague.token,
      body: { ids: String(theirs), user_ids: String(leaver.userId) },
    });
    const db = t.database.db;
    // clues are moved after customers: make that step fail
    await db.execute(
      sql.raw(
        `create function fail_clue_move() returns trigger language plpgsql as $$ begin raise exception 'clue move failed'; end $$`,
      ),
    );
    await db.execute(
      sql.raw(`create trigger fail_clue_move before update on crm_clue for each row execute function fail_clue_move()`),
    );
    try {
      const res = await t.call('POST', '/api/User/transferBatchUser', {
        token: admin,
        body: { user_ids: [leaver.userId], to_user_id: heir.userId },
      });
      expect(res.body).toEqual({ code: ERR.internal.code, msg: ERR.internal.msg, data: null });
    } finally {
      await db.execute(sql.raw('drop trigger fail_clue_move on crm_clue'));
      await db.execute(sql.raw('drop function fail_clue_move()'));
    }
    expect((await owners(customerEntity, [customer]))[0].owner).toBe(leaver.userId);
    expect((await owners(clueEntity, [clue]))[0].owner).toBe(leaver.userId);
    expect(await team('customer', theirs)).toEqual([leaver.userId]);
    const logs = await db
      .select()
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.action, 'owner'),
          eq(operationLogs.record_id, customer),
          eq(operationLogs.entity, 'customer'),
        ),
      );
    expect(logs).toEqual([]);
  });

  it('validates who hands over and who takes over', async () => {
    const leaver = await seller();
    const heir = await seller();
    const post = (body: unknown, token = admin) => t.call('POST', '/api/User/transferBatchUser', { token, body });
    expect((await post({ to_user_id: heir.userId })).body.msg).toBe('请选择交接人');
    expect((await post({ user_ids: '', to_user_id: heir.userId })).body.msg).toBe('请选择交接人');
    expect((await post({ user_ids: String(leaver.userId) })).body.msg).toBe('请选择接收人');
    expect((await post({ user_ids: String(leaver.userId), to_user_id: leaver.userId })).body.msg).toBe(
      '接收人不能是交接人本人',
    );
    expect((await post({ user_ids: '99999', to_user_id: heir.userId })).body.msg).toBe('交接人不存在');
    await t.call('POST', '/api/user/forbid', { token: admin, body: { user_id: heir.userId, status: 2 } });
    expect((await post({ user_ids: String(leaver.userId), to_user_id: heir.userId })).body.msg).toBe(
      '接收人不存在或已禁用',
    );
    const outsider = await memberWithNodes(t, ['personnel_dept'], {
      dept: '财务部',
      scope: DATA_SCOPE.deptAndChildren,
    });
    const other = await seller();
    expect((await post({ user_ids: String(leaver.userId), to_user_id: other.userId }, outsider.token)).body.code).toBe(
      ERR.noPermission.code,
    );
  });
});
