import { customerEntity, listColumnDefs } from '@suwork/domain/entities';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listColumnSettings } from '../src/modules/system/system.tables.ts';
import { appForFile, SALES } from './harness.ts';

type Column = { key: string; hidden: boolean; width: number | null };
type Saved = { list: string; columns: Column[]; update_time: string | null };

const { t, admin } = await appForFile();
const sales = await t.login(SALES);

const get = (list: string | undefined, token = admin) =>
  t.call<Saved>('GET', '/api/ListColumn/get', { token, query: list === undefined ? {} : { list } });
const save = (body: unknown, token = admin) => t.call<Saved>('POST', '/api/ListColumn/save', { token, body });
const userIdOf = async (token: string) =>
  (await t.call<{ uid: number }>('GET', '/api/user/getUserInfo', { token })).body.data.uid;

const MINE: Column[] = [
  { key: 'enterprise_name', hidden: false, width: 240 },
  { key: 'phone', hidden: false, width: 130 },
  { key: 'tags', hidden: false, width: null },
  { key: 'industry', hidden: true, width: null },
  { key: 'owner_user_name', hidden: true, width: 90 },
];

describe('列设置: saved per member', () => {
  it('reads the defaults (no columns) until a member saves, then the saved order, visibility and widths', async () => {
    expect((await get('contact')).body).toMatchObject({
      code: 0,
      data: { list: 'contact', columns: [], update_time: null },
    });
    const saved = await save({ list: 'customer', columns: MINE });
    expect(saved.body.code, saved.body.msg).toBe(0);
    expect(saved.body.data.columns).toEqual(MINE);
    const read = await get('customer');
    expect(read.body.data.list).toBe('customer');
    expect(read.body.data.columns).toEqual(MINE);
    expect(read.body.data.update_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('fills hidden and width when left out, and saving again replaces the whole setting', async () => {
    const columns = [{ key: 'phone' }, { key: 'level', width: 100 }];
    expect((await save({ list: 'customer', columns }, sales)).body.code).toBe(0);
    expect((await get('customer', sales)).body.data.columns).toEqual([
      { key: 'phone', hidden: false, width: null },
      { key: 'level', hidden: false, width: 100 },
    ]);
    await save({ list: 'customer', columns: [{ key: 'tags', hidden: true, width: null }] }, sales);
    expect((await get('customer', sales)).body.data.columns).toEqual([{ key: 'tags', hidden: true, width: null }]);
  });

  it('each member sees only their own: another member neither reads nor changes them', async () => {
    await save({ list: 'customer', columns: MINE });
    await save({ list: 'customer', columns: [{ key: 'deal_status', hidden: true, width: 60 }] }, sales);
    expect((await get('customer')).body.data.columns).toEqual(MINE);
    expect((await get('customer', sales)).body.data.columns).toEqual([{ key: 'deal_status', hidden: true, width: 60 }]);
    // and the body names no member: there is no way to reach someone else's
    expect((await save({ list: 'customer', columns: [], user_id: 1 }, sales)).body.msg).toBe('不允许的字段：user_id');
    expect((await get('customer')).body.data.columns).toEqual(MINE);
  });

  it('no columns goes back to the defaults', async () => {
    await save({ list: 'contact', columns: [{ key: 'mobile', hidden: true, width: null }] });
    expect((await get('contact')).body.data.columns).toHaveLength(1);
    const reset = await save({ list: 'contact', columns: [] });
    expect(reset.body).toMatchObject({ code: 0, data: { columns: [], update_time: null } });
    expect((await get('contact')).body.data).toEqual({ list: 'contact', columns: [], update_time: null });
  });

  it('a saved column the list no longer has is left out when read', async () => {
    const uid = await userIdOf(sales);
    const stale = [
      { key: 'fax', hidden: false, width: 120 },
      { key: 'phone', hidden: true, width: 150 },
      { key: 'phone', hidden: false, width: 90 },
      { key: 'mobile', hidden: false, width: 100 },
      { key: 'enterprise_name', hidden: true, width: 300 },
    ];
    const db = t.database.db;
    await db
      .delete(listColumnSettings)
      .where(and(eq(listColumnSettings.user_id, uid), eq(listColumnSettings.list_key, 'customer')));
    await db.insert(listColumnSettings).values({ user_id: uid, list_key: 'customer', settings: { columns: stale } });
    // fax was never a field, mobile is not a list column; phone counts once; the title column is always shown
    expect((await get('customer', sales)).body.data.columns).toEqual([
      { key: 'phone', hidden: true, width: 150 },
      { key: 'enterprise_name', hidden: false, width: 300 },
    ]);
  });
});

describe('列设置: refused input', () => {
  it('explains each refusal in Chinese and keeps what was saved', async () => {
    await save({ list: 'customer', columns: MINE });
    const width = '列宽应为 60 到 600 之间的整数';
    const max = listColumnDefs(customerEntity).length;
    const cases: [unknown, string][] = [
      [{ columns: [] }, '请选择列表'],
      [{ list: '', columns: [] }, '请选择列表'],
      [{ list: 'nope', columns: [] }, '列表不存在'],
      [{ list: 'customer' }, '列设置应为列的列表'],
      [{ list: 'customer', columns: 'phone' }, '列设置应为列的列表'],
      [{ list: 'customer', columns: [{ key: 'fax' }] }, '「客户」列表没有列「fax」，请刷新后重试'],
      [{ list: 'customer', columns: [{ key: 'mobile' }] }, '「客户」列表没有列「mobile」，请刷新后重试'],
      [{ list: 'customer', columns: [{ key: 'phone' }, { key: 'phone' }] }, '列「电话」重复'],
      [{ list: 'customer', columns: [{ key: 'enterprise_name', hidden: true }] }, '「客户名称」列不能隐藏'],
      [{ list: 'customer', columns: [{ key: 'phone', width: 59 }] }, width],
      [{ list: 'customer', columns: [{ key: 'phone', width: 601 }] }, width],
      [{ list: 'customer', columns: [{ key: 'phone', width: 120.5 }] }, width],
      [{ list: 'customer', columns: [{ key: 'phone', width: '120' }] }, width],
      [{ list: 'customer', columns: [{ key: 'phone', hidden: 'yes' }] }, '是否隐藏应为 true 或 false'],
      [{ list: 'customer', columns: [{ hidden: true }] }, '请选择列'],
      [{ list: 'customer', columns: [{ key: 'phone', color: 'red' }] }, '不允许的字段：columns.0.color'],
      [
        { list: 'customer', columns: Array.from({ length: max + 1 }, () => ({ key: 'phone' })) },
        `「客户」列表最多${max}列`,
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await save(body);
      expect([res.body.code, res.body.msg], JSON.stringify(body)).toEqual([400, msg]);
    }
    expect((await get('customer')).body.data.columns).toEqual(MINE);
  });

  it('refuses an unknown or missing list when read, and callers who are not signed in', async () => {
    expect((await get('nope')).body.msg).toBe('列表不存在');
    expect((await get(undefined)).body.msg).toBe('请选择列表');
    expect((await t.call('GET', '/api/ListColumn/get', { query: { list: 'customer' } })).body.code).toBe(403);
    expect((await t.call('POST', '/api/ListColumn/save', { body: { list: 'customer', columns: [] } })).body.code).toBe(
      403,
    );
  });
});
