import { ENTITIES, customerEntity, type EntityDef } from '@suwork/domain/entities';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hooksOf } from '../src/core/engine/hooks.ts';
import { EntityService } from '../src/core/engine/entity-service.ts';
import type { SessionUser } from '../src/core/sessions.ts';
import type { Db } from '../src/db/client.ts';
import { createRecord } from './entity-fixtures.ts';
import { appForFile, SALES } from './harness.ts';

type Row = Record<string, unknown>;

const { t, admin } = await appForFile();

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? res : (res as { rows: T[] }).rows);
const list = (def: EntityDef, token: string, query: Record<string, string | number>) =>
  t.call<Row[]>('GET', `/api/${def.controller}/getList`, { token, query });
const userOf = async (token: string): Promise<SessionUser> => (await t.app.sessions.resolve(token))!.user;

describe('keyword search', () => {
  it('finds a record by a middle substring of any search field, Chinese, digits or short', async () => {
    const id = await createRecord(t, admin, customerEntity, {
      enterprise_name: '华南甲乙精密制造有限公司',
      contact_name: '欧阳长风',
      mobile: '13712398765',
    });
    for (const keyword of ['精密制造', '乙精密制造有', '阳长', '2398', '甲乙精密制造有限公司']) {
      const res = await list(customerEntity, admin, { keyword });
      expect(
        res.body.data.map((r) => r.id),
        keyword,
      ).toEqual([id]);
      expect(res.body.count, keyword).toBe(1);
    }
    // case-insensitive, and % _ are literal characters, not patterns
    const latin = await createRecord(t, admin, customerEntity, { enterprise_name: 'Shenzhen Acme_50% Trading' });
    expect((await list(customerEntity, admin, { keyword: 'acme_50%' })).body.data.map((r) => r.id)).toEqual([latin]);
    expect((await list(customerEntity, admin, { keyword: 'acme_5%' })).body.data).toEqual([]);
    expect((await list(customerEntity, admin, { keyword: '精密制造无此公司' })).body.data).toEqual([]);
  });

  it('finds by one or two characters, any case, with % and _ literal', async () => {
    const id = await createRecord(t, admin, customerEntity, { enterprise_name: '翾翎Qx%_商行', contact_name: '' });
    for (const keyword of ['翾', '翾翎', '翎q', 'qX', '%', '%_', 'x%']) {
      const ids = (await list(customerEntity, admin, { keyword, limit: 100 })).body.data.map((r) => r.id);
      expect(ids, keyword).toContain(id);
    }
    for (const keyword of ['翎翾', 'q_', '_q']) {
      const ids = (await list(customerEntity, admin, { keyword, limit: 100 })).body.data.map((r) => r.id);
      expect(ids, keyword).not.toContain(id);
    }
  });

  it('keeps the data scope: a member finds by keyword only records they may see', async () => {
    const hidden = await createRecord(t, admin, customerEntity, { enterprise_name: '只属管理员的丙丁科技' });
    const sales = await t.login(SALES);
    const res = await list(customerEntity, sales, { keyword: '丙丁科技' });
    expect(res.body.data.map((r) => r.id)).not.toContain(hidden);
    expect(res.body.count).toBe(0);
  });

  it('has the pg_trgm extension and a trigram index on every search field', async () => {
    const db = t.database.db;
    expect(
      rowsOf<{ extname: string }>(await db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`)),
    ).toHaveLength(1);
    const indexes = new Set(
      rowsOf<{ indexname: string }>(
        await db.execute(sql`select indexname from pg_indexes where indexdef like '%gin_trgm_ops%'`),
      ).map((r) => r.indexname),
    );
    const expected = ENTITIES.flatMap((def) =>
      def.fields.filter((f) => f.search).map((f) => `${def.table}_${f.key}_trgm_idx`),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect([...expected].filter((name) => !indexes.has(name))).toEqual([]);
    const grams = new Set(
      rowsOf<{ indexname: string }>(
        await db.execute(sql`select indexname from pg_indexes where indexdef like '%short_grams%'`),
      ).map((r) => r.indexname),
    );
    expect(expected.map((n) => n.replace(/_trgm_idx$/, '_grams_idx')).filter((name) => !grams.has(name))).toEqual([]);
  });

  it('has an index led by every field a list may sort by, so a sorted page reads only its rows', async () => {
    // led by the field, or, for an entity with a pool (whose every list asks for one side), by in_pool and then the field
    const led = new Set(
      rowsOf<{ tbl: string; col: string }>(
        await t.database.db.execute(sql`
          select t.relname as tbl, a.attname as col from pg_index i
          join pg_class t on t.oid = i.indrelid
          join pg_attribute first on first.attrelid = t.oid and first.attnum = i.indkey[0]
          join pg_attribute a on a.attrelid = t.oid and a.attnum = (case when first.attname = 'in_pool' and i.indnatts > 1 then i.indkey[1] else i.indkey[0] end)`),
      ).map((r) => `${r.tbl}.${r.col}`),
    );
    const sortable = ENTITIES.flatMap((def) =>
      [...def.fields.filter((f) => f.sort).map((f) => f.key), 'create_time', 'update_time'].map(
        (key) => `${def.table}.${key}`,
      ),
    );
    expect(sortable.length).toBeGreaterThan(30);
    expect(sortable.filter((s) => !led.has(s))).toEqual([]);
  });

  it('looks a rare short keyword up in the index instead of reading the table', async () => {
    const db = t.database.db;
    await db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = rowsOf<{ 'QUERY PLAN': string }>(
        await db.execute(
          sql`explain select id from crm_customer where short_grams(enterprise_name) @> ARRAY[lower('翾翎')] and enterprise_name ilike '%翾翎%'`,
        ),
      )
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      expect(plan).toContain('crm_customer_enterprise_name_grams_idx');
    } finally {
      await db.execute(sql`reset enable_seqscan`);
    }
  });
});

describe('list rows', () => {
  it.each(ENTITIES.map((d) => [d.key, d] as const))(
    '%s: a list row shows the same values as the record info',
    async (_key, def) => {
      const id = await createRecord(t, admin, def);
      const res = await list(def, admin, { page: 1, limit: 100, sort_field: 'id', sort_order: 'desc' });
      expect(res.body.code, res.body.msg).toBe(0);
      const row = res.body.data.find((r) => r.id === id)!;
      expect(row).toBeDefined();
      const info = (await t.call<Row>('GET', `/api/${def.controller}/info`, { token: admin, query: { id } })).body.data;
      hooksOf(t.app, def.key).afterList?.([info]); // as the entity's list presents it (the roster masks the ID card)
      // (a reference name the page resolved for other rows reads null here; info leaves it out when there is none)
      for (const [k, v] of Object.entries(row)) expect(v, k).toEqual(info[k] ?? null);
      // the id, the id key, the title and the system columns come first, in the API's order
      expect(Object.keys(row).slice(0, 2)).toEqual(['id', def.idKey]);
      expect(row).toHaveProperty('create_time', info.create_time);
      expect(row).toHaveProperty('create_user_name', 'admin');
    },
  );

  it('reads the same page inside a transaction (through Drizzle) as through the driver', async () => {
    const user = await userOf(admin);
    const outside = await new EntityService(customerEntity, t.database.db, t.config.tzOffsetMinutes).list(user, {
      page: 1,
      limit: 20,
    });
    const inside = await t.database.db.transaction(async (tx) =>
      new EntityService(customerEntity, tx as unknown as Db, t.config.tzOffsetMinutes).list(user, {
        page: 1,
        limit: 20,
      }),
    );
    expect(outside.rows.length).toBeGreaterThan(0);
    expect(inside).toEqual(outside);
  });

  it('pages by keyset cursor, by offset and with filters through the same statement reader', async () => {
    const user = await userOf(admin);
    const service = new EntityService(customerEntity, t.database.db, t.config.tzOffsetMinutes);
    const first = await service.list(user, { page: 1, limit: 3 });
    const second = await service.list(user, { page: 2, limit: 3 });
    const last = first.rows.at(-1)!;
    const cursor = await service.list(user, {
      page: 1,
      limit: 3,
      after_id: last.id as number,
      after_value: last.update_time as string,
    });
    expect(cursor.rows).toEqual(second.rows);
    // the same shape twice (a cached named statement on PostgreSQL) with other values
    const level1 = await service.list(user, { page: 1, limit: 50, level: [1] });
    const level2 = await service.list(user, { page: 1, limit: 50, level: [2] });
    expect(level1.rows.every((r) => r.level === 1)).toBe(true);
    expect(level2.rows.every((r) => r.level === 2)).toBe(true);
  });
});
