import { DATA_SCOPE } from '@suwork/domain';
import { customerEntity, ENTITIES } from '@suwork/domain/entities';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maskValue } from '../src/core/engine/duplicate-check.ts';
import { duplicateKey } from '../src/core/engine/duplicate-key.ts';
import { columnsOf } from '../src/core/engine/table.ts';
import { resultRows } from '../src/db/result-rows.ts';
import { tableOf } from '../src/db/entity-tables.ts';
import { createRecord, memberWith } from './entity-fixtures.ts';
import { appForFile } from './harness.ts';

const { t, admin } = await appForFile();

type Match = {
  id: number | null;
  field: string;
  label: string;
  value: string;
  title: string;
  owner_user_name: string;
  visible: boolean;
};

const checkDuplicate = (token: string, body: Record<string, unknown>) =>
  t.call<Match[]>('POST', '/api/Customer/checkDuplicate', { token, body });

describe('masking', () => {
  it('keeps the first 3 and last 4 digits of a phone, the first and last character of a name', () => {
    expect(maskValue('13800000003', 'phone')).toBe('138****0003');
    expect(maskValue('0755-86001234', 'phone')).toBe('075******1234');
    expect(maskValue('深圳腾飞科技有限公司', 'name')).toBe('深********司');
    expect(maskValue('张三', 'name')).toBe('张*');
    expect(maskValue('王', 'name')).toBe('*');
    expect(maskValue('secret', undefined)).toBe('******');
  });
});

describe('duplicate check', () => {
  it('finds matches across all records, masking values, titles and ids of records outside the scope', async () => {
    const n = Date.now() % 1_000_000;
    const name = `深圳腾飞科技${n}有限公司`;
    const mobile = `1380${String(n).padStart(7, '0')}`;
    const otherId = await createRecord(t, admin, customerEntity, { enterprise_name: name, mobile });
    const seller = await memberWith(t, customerEntity, '销售二部', DATA_SCOPE.self);

    const res = await checkDuplicate(seller.token, { enterprise_name: `  ${name}  `, mobile });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toEqual([
      {
        id: null,
        field: 'enterprise_name',
        label: '客户名称',
        value: maskValue(name, 'name'),
        title: maskValue(name, 'name'),
        owner_user_name: 'admin',
        visible: false,
      },
      {
        id: null,
        field: 'mobile',
        label: '手机',
        value: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
        title: maskValue(name, 'name'),
        owner_user_name: 'admin',
        visible: false,
      },
    ]);
    for (const match of res.body.data) expect(Object.values(match)).not.toContain(otherId);
    expect(JSON.stringify(res.body.data)).not.toContain(name);

    const asAdmin = await checkDuplicate(admin, { mobile });
    expect(asAdmin.body.data).toEqual([
      {
        id: otherId,
        field: 'mobile',
        label: '手机',
        value: mobile,
        title: name,
        owner_user_name: 'admin',
        visible: true,
      },
    ]);
  });

  it('matches names case-insensitively and phones exactly, and shows the member their own records', async () => {
    const n = Date.now() % 1_000_000;
    const seller = await memberWith(t, customerEntity, '销售一部', DATA_SCOPE.self);
    const id = await createRecord(t, seller.token, customerEntity, {
      enterprise_name: `Acme Trading ${n}`,
      phone: '0755-8600 1234',
    });
    const byName = await checkDuplicate(seller.token, { enterprise_name: `ACME trading ${n}` });
    expect(byName.body.data).toEqual([
      expect.objectContaining({ id, field: 'enterprise_name', value: `Acme Trading ${n}`, visible: true }),
    ]);
    expect((await checkDuplicate(seller.token, { phone: '0755-8600 1234' })).body.data).toHaveLength(1);
    expect((await checkDuplicate(seller.token, { phone: '0755-8600 12345' })).body.data).toEqual([]);
    expect((await checkDuplicate(seller.token, { enterprise_name: `Acme Trading ${n}x` })).body.data).toEqual([]);
  });

  it('accepts only the declared fields and needs at least one value', async () => {
    expect((await checkDuplicate(admin, { email: 'a@b.c' })).body).toMatchObject({
      code: 400,
      msg: '不允许的字段：email',
    });
    expect((await checkDuplicate(admin, { enterprise_name: '  ' })).body).toMatchObject({
      code: 400,
      msg: '请填写要查重的客户名称、电话、手机',
    });
    const anon = await t.call('POST', '/api/Customer/checkDuplicate', { body: { enterprise_name: 'x' } });
    expect(anon.body.code).toBe(403);
  });

  it('looks each checked value up in an index of its own, not by reading every record', async () => {
    const checked = ENTITIES.flatMap((def) =>
      (def.features.duplicateCheck ?? []).map((key) => ({ def, field: def.fields.find((f) => f.key === key)! })),
    );
    expect(checked.length).toBeGreaterThanOrEqual(5);
    for (const { def, field } of checked) {
      const plan = await t.database.db.transaction(async (tx) => {
        // a test table is small enough to read whole: the question is whether an index can serve the check
        await tx.execute(sql`set local enable_seqscan = off`);
        const col = columnsOf(tableOf(def))[field.key];
        return resultRows<{ 'QUERY PLAN': string }>(
          await tx.execute(sql`explain select id from ${tableOf(def)} where ${duplicateKey(field, col)} = ${'x'}`),
        )
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      });
      expect(plan, `${def.key}.${field.key}`).toContain(`${def.table}_${field.key}_dup_idx`);
    }
  });
});
