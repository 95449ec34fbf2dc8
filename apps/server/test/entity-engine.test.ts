import { CATALOGUE, DATA_SCOPE, ERR, moneyText } from '@suwork/domain';
import { APPLICATIONS, ENTITIES, type EntityDef, type Field } from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';
import { createRecord, memberWith, sampleInput } from './entity-fixtures.ts';
import { appForFile } from './harness.ts';

const { t, admin } = await appForFile();

type Row = Record<string, unknown> & { id: number };
const api = (def: EntityDef, action: string) => `/api/${def.controller}/${action}`;
/** a writable text field other than the title when there is one */
/** whether the entity's page declares the action (an endpoint exists only then: 合同变更 is never edited or deleted) */
const can = (def: EntityDef, action: string) => CATALOGUE.byName.has(`${def.node}_${action}`);
/** Rows as a record keeps them: amounts to the cent, and what the server adds beside (a document's number) left aside. */
const rowsAsKept = (f: Field, rows: Record<string, unknown>[]) =>
  rows.map((r) =>
    expect.objectContaining(
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [
          k,
          f.columns?.find((c) => c.key === k)?.type === 'money' ? moneyText(String(v)) : v,
        ]),
      ),
    ),
  );

/** A plain text field to change: not the title, nor one with rules of its own (unique, such as a credit code). */
const firstText = (def: EntityDef) => {
  const texts = def.fields.filter((f) => (f.type === 'text' || f.type === 'longText') && f.writable !== false);
  return texts.find((f) => f.key !== def.titleField && !f.unique) ?? texts[0];
};

describe.each(ENTITIES.map((d) => [d.key, d] as const))('entity %s', (_key, def) => {
  it('goes through create → list → info → update → log → delete', async () => {
    const input = await sampleInput(t, admin, def);
    const created = await t.call<{ id: number }>('POST', api(def, 'add'), { token: admin, body: input });
    expect(created.body, created.body.msg).toMatchObject({ code: 0 });
    const id = created.body.data.id;

    // a title the server writes (回款编号, 期数) is found as the newest record instead of by keyword
    const titled = input[def.titleField] !== undefined;
    const list = await t.call<Row[]>('GET', api(def, 'getList'), {
      token: admin,
      query: titled ? { keyword: String(input[def.titleField]) } : { sort_field: 'id', sort_order: 'desc' },
    });
    if (titled) expect(list.body.count).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      id,
      [def.idKey]: id,
      ...(titled ? { [def.titleField]: input[def.titleField] } : {}),
    });
    if (def.owned)
      expect(list.body.data[0]).toMatchObject({
        owner_user_id: 1,
        owner_user_name: 'admin',
        create_user_name: 'admin',
        dept_name: '总经办',
      });

    const info = await t.call<Row>('GET', api(def, 'info'), { token: admin, query: { id } });
    for (const f of def.fields.filter((x) => x.writable !== false && input[x.key] !== undefined)) {
      const expected =
        f.type === 'money'
          ? moneyText(String(input[f.key]))
          : f.type === 'percent'
            ? '12.50'
            : f.type === 'rows'
              ? rowsAsKept(f, input[f.key] as Row[])
              : input[f.key];
      expect(info.body.data[f.key], f.key).toEqual(expected);
    }
    expect(info.body.data.create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const text = firstText(def);
    // a record in approval is changed only once its run ends: withdrawn here
    if (APPLICATIONS.includes(def))
      expect(
        (await t.call('POST', '/api/flow/withdraw', { token: admin, body: { flow_type: def.flowType, detail_id: id } }))
          .body.code,
      ).toBe(0);
    const upd = await t.call('POST', api(def, 'update'), { token: admin, body: { id, [text.key]: '新的值' } });
    if (can(def, 'edit')) {
      expect(upd.body.code).toBe(0);
      expect((await t.call<Row>('GET', api(def, 'info'), { token: admin, query: { id } })).body.data[text.key]).toBe(
        '新的值',
      );
    } else expect(upd.body.msg).toBe('接口不存在');

    if (def.features.log) {
      const log = await t.call<{ content: string; user_name: string }[]>('GET', api(def, 'getLog'), {
        token: admin,
        query: { id },
      });
      expect(log.body.count).toBe(can(def, 'edit') ? 2 : 1);
      if (can(def, 'edit'))
        expect(log.body.data[0]).toMatchObject({
          user_name: 'admin',
          content: `将 ${text.label} 由「${input[text.key]}」修改为「新的值」`,
        });
      expect(log.body.data.at(-1)!.content).toMatch(
        new RegExp(`^新建了${def.title}：${titled ? String(input[def.titleField]) : '.+'}$`),
      );
    }

    const del = await t.call<{ count: number }>('POST', api(def, 'del'), { token: admin, body: { ids: [id] } });
    const gone = await t.call('GET', api(def, 'info'), { token: admin, query: { id } });
    if (can(def, 'del')) {
      expect(del.body.data.count).toBe(1);
      expect(gone.body).toEqual({ code: ERR.notFound.code, msg: '数据不存在或无权查看', data: null });
    } else expect(gone.body.code).toBe(0);
  });

  it('refuses a missing required field with its own message, and writes nothing', async () => {
    const required = def.fields.filter((f) => f.required && f.writable !== false);
    // one sample (and the records it hangs on) serves every field: each refused add writes nothing
    const sample = await sampleInput(t, admin, def);
    for (const f of required) {
      const input = { ...sample };
      delete input[f.key];
      const before = (await t.call('GET', api(def, 'getList'), { token: admin })).body.count;
      const res = await t.call('POST', api(def, 'add'), { token: admin, body: input });
      expect(res.body).toMatchObject({ code: 400, msg: f.required });
      expect((await t.call('GET', api(def, 'getList'), { token: admin })).body.count).toBe(before);
      const empty = await t.call('POST', api(def, 'add'), {
        token: admin,
        body: { ...input, [f.key]: ['reference', 'member', 'department', 'enum'].includes(f.type) ? null : '' },
      });
      expect(empty.body.msg).toBe(f.required);
    }
  });

  it('refuses fields that are not declared or not writable (no mass assignment)', async () => {
    const input = await sampleInput(t, admin, def);
    // an unowned entity may declare its own dept_id (a product's department); an owned one gets it from the owner
    const ownership = def.owned ? ['owner_user_id', 'dept_id'] : ['owner_user_id'];
    const forbidden = [
      ...ownership,
      'create_user_id',
      'create_time',
      'update_time',
      'id',
      ...def.fields.filter((f) => f.writable === false).map((f) => f.key),
    ];
    for (const key of forbidden) {
      const res = await t.call('POST', api(def, 'add'), { token: admin, body: { ...input, [key]: 2 } });
      expect(res.body, key).toMatchObject({ code: 400, msg: `不允许的字段：${key}` });
    }
    if (!can(def, 'edit')) return;
    const id = await createRecord(t, admin, def);
    const res = await t.call('POST', api(def, 'update'), { token: admin, body: { id, owner_user_id: 2 } });
    expect(res.body.msg).toBe('不允许的字段：owner_user_id');
  });

  it('refuses wrong types with the field label', async () => {
    const text = firstText(def);
    const res = await t.call('POST', api(def, 'add'), {
      token: admin,
      body: { ...(await sampleInput(t, admin, def)), [text.key]: 12 },
    });
    expect(res.body).toMatchObject({ code: 400, msg: `${text.label}应为文本` });
    const enumField = def.fields.find((f) => f.type === 'enum' && f.writable !== false);
    if (enumField) {
      const bad = await t.call('POST', api(def, 'add'), {
        token: admin,
        body: { ...(await sampleInput(t, admin, def)), [enumField.key]: 99 },
      });
      expect(bad.body.msg).toBe(`${enumField.label}的取值无效`);
    }
  });

  it('pages, limits and sorts only as allowed', async () => {
    expect((await t.call('GET', api(def, 'getList'), { token: admin, query: { limit: 101 } })).body).toMatchObject({
      code: 400,
      msg: '每页条数不能超过100',
    });
    expect(
      (await t.call('GET', api(def, 'getList'), { token: admin, query: { sort_field: 'user_pwd' } })).body,
    ).toMatchObject({ code: 400, msg: '不支持按该字段排序' });
    expect((await t.call('GET', api(def, 'getList'), { token: admin, query: { nope: 1 } })).body.msg).toBe(
      '不允许的字段：nope',
    );
    for (let i = 0; i < 3; i++) await createRecord(t, admin, def);
    const all = await t.call<Row[]>('GET', api(def, 'getList'), { token: admin, query: { limit: 100 } });
    const p1 = await t.call<Row[]>('GET', api(def, 'getList'), { token: admin, query: { limit: 2, page: 1 } });
    const p2 = await t.call<Row[]>('GET', api(def, 'getList'), { token: admin, query: { limit: 2, page: 2 } });
    expect(p1.body.count).toBe(all.body.count);
    expect(p1.body.data.length).toBe(2);
    expect([...p1.body.data, ...p2.body.data].map((r) => r.id)).toEqual(all.body.data.slice(0, 4).map((r) => r.id));
    const byId = await t.call<Row[]>('GET', api(def, 'getList'), {
      token: admin,
      query: { after_id: all.body.data[0].id, limit: 2 },
    });
    expect(byId.body.data.every((r) => r.id < all.body.data[0].id)).toBe(true);
    // a cursor from the last row of page 1 gives exactly page 2, in the list's own order
    const sortField = def.defaultSort.field === 'create_time' ? 'create_time' : 'update_time';
    const first = await t.call<Row[]>('GET', api(def, 'getList'), {
      token: admin,
      query: { limit: 2, sort_field: sortField, sort_order: 'desc' },
    });
    const last = first.body.data[1];
    const cursor = await t.call<Row[]>('GET', api(def, 'getList'), {
      token: admin,
      query: {
        limit: 2,
        sort_field: sortField,
        sort_order: 'desc',
        after_id: last.id,
        after_value: String(last[sortField]),
      },
    });
    const sorted = await t.call<Row[]>('GET', api(def, 'getList'), {
      token: admin,
      query: { limit: 2, page: 2, sort_field: sortField, sort_order: 'desc' },
    });
    expect(cursor.body.data.map((r) => r.id)).toEqual(sorted.body.data.map((r) => r.id));
  });

  if (def.owned) {
    it('keeps a member to their data scope in list, info, update, delete and count', async () => {
      const owner = await memberWith(t, def, '销售一部', DATA_SCOPE.self);
      const stranger = await memberWith(t, def, '销售二部', DATA_SCOPE.self);
      const manager = await memberWith(t, def, '销售部', DATA_SCOPE.deptAndChildren);
      const otherManager = await memberWith(t, def, '销售二部', DATA_SCOPE.dept);
      const id = await createRecord(t, owner.token, def);
      const title = (await t.call<Row>('GET', api(def, 'info'), { token: owner.token, query: { id } })).body.data[
        def.titleField
      ] as string;
      const sees = async (token: string) => {
        const list = await t.call<Row[]>('GET', api(def, 'getList'), { token, query: { keyword: title } });
        const info = await t.call('GET', api(def, 'info'), { token, query: { id } });
        return { listed: list.body.data.some((r) => r.id === id), count: list.body.count, info: info.body.code };
      };
      expect(await sees(owner.token)).toEqual({ listed: true, count: 1, info: 0 });
      expect(await sees(manager.token)).toEqual({ listed: true, count: 1, info: 0 });
      expect(await sees(stranger.token)).toEqual({ listed: false, count: 0, info: ERR.notFound.code });
      expect(await sees(otherManager.token)).toEqual({ listed: false, count: 0, info: ERR.notFound.code });
      const text = firstText(def);
      if (can(def, 'edit')) {
        const upd = await t.call('POST', api(def, 'update'), { token: stranger.token, body: { id, [text.key]: 'x' } });
        expect(upd.body).toEqual({ code: ERR.notFound.code, msg: '数据不存在或无权查看', data: null });
      }
      const mine = await createRecord(t, stranger.token, def);
      if (can(def, 'del')) {
        const del = await t.call('POST', api(def, 'del'), { token: stranger.token, body: { ids: [id] } });
        expect(del.body.code).toBe(ERR.notFound.code);
        const mixed = await t.call('POST', api(def, 'del'), { token: stranger.token, body: { ids: [mine, id] } });
        expect(mixed.body.code).toBe(ERR.notFound.code);
      }
      expect((await t.call('GET', api(def, 'info'), { token: stranger.token, query: { id: mine } })).body.code).toBe(0);
      expect((await t.call('GET', api(def, 'info'), { token: owner.token, query: { id } })).body.code).toBe(0);
    });
  }
});

describe('references', () => {
  it('resolves the referenced record name and refuses one out of scope', async () => {
    const contact = ENTITIES.find((e) => e.key === 'contact')!;
    const customer = ENTITIES.find((e) => e.key === 'customer')!;
    const customerId = await createRecord(t, admin, customer, { enterprise_name: '华南精密制造有限公司' });
    const id = await createRecord(t, admin, contact, { enterprise_id: customerId });
    const row = (await t.call<Row>('GET', api(contact, 'info'), { token: admin, query: { id } })).body.data;
    expect(row).toMatchObject({ enterprise_id: customerId, enterprise_name: '华南精密制造有限公司' });
    const seller = await memberWith(t, contact, '销售一部');
    const res = await t.call('POST', api(contact, 'add'), {
      token: seller.token,
      body: { ...(await sampleInput(t, admin, contact)), enterprise_id: customerId },
    });
    expect(res.body).toMatchObject({ code: 400, msg: '客户名称不存在或无权查看' });
  });

  // a rows column naming a record by the kind its row chooses (付款明细's 单据 by 单据类型), in any entity that has one
  const rowNaming = ENTITIES.flatMap((def) =>
    def.fields.flatMap((f) =>
      (f.columns ?? []).filter((c) => c.entityBy).map((c) => [`${def.key} ${f.key}.${c.key}`, def, f, c] as const),
    ),
  );
  it('a row column naming records maps every kind its row may choose to a declared entity (no row goes unchecked)', () => {
    expect(rowNaming.length).toBeGreaterThan(0);
    for (const [name, , rows, column] of rowNaming) {
      const { field, entities } = column.entityBy!;
      const kinds = rows.columns!.find((c) => c.key === field)?.options ?? {};
      expect(Object.keys(entities).sort(), name).toEqual(Object.keys(kinds).sort());
      expect(
        ENTITIES.map((e) => e.key),
        name,
      ).toEqual(expect.arrayContaining(Object.values(entities)));
    }
  });
  it.each(rowNaming)(
    '%s: a row naming a record outside the member’s data scope is refused like a missing one, and nothing is written',
    async (_name, def, rows, column) => {
      const others = await sampleInput(t, admin, def); // naming records of admin's (总经办)
      const member = await memberWith(t, def, '销售一部', DATA_SCOPE.dept);
      const count = async () =>
        (await t.call('GET', api(def, 'getList'), { token: admin, query: { limit: 10 } })).body.count;
      const before = await count();
      const refused = `${rows.label}第1行：${column.label}不存在或无权查看`;
      expect((await t.call('POST', api(def, 'add'), { token: member.token, body: others })).body).toMatchObject({
        code: 400,
        msg: refused,
      });
      const missing = {
        ...others,
        [rows.key]: (others[rows.key] as Record<string, unknown>[]).map((r) => ({ ...r, [column.key]: 2_000_000_000 })),
      };
      expect((await t.call('POST', api(def, 'add'), { token: member.token, body: missing })).body).toMatchObject({
        code: 400,
        msg: refused,
      });
      expect(await count()).toBe(before);
      // records of the member's own department are named
      expect(
        (await t.call('POST', api(def, 'add'), { token: member.token, body: await sampleInput(t, member.token, def) }))
          .body,
      ).toMatchObject({ code: 0 });
    },
  );
});
