import { DATA_SCOPE, ERR, PERM_VERSION_HEADER, PERMISSIONS_PUSH, REALTIME_PATH } from '@suwork/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nodeIdsFromPatterns } from '../src/core/permissions.ts';
import { REALTIME_CHANNEL } from '../src/core/realtime/realtime-message.ts';
import { roles } from '../src/db/schema.ts';
import { appForFile } from './harness.ts';
import { deptId, memberForm, memberWithNodes, roleId } from './org-fixtures.ts';
import { socketReader } from './realtime-socket.ts';

const { t, admin } = await appForFile();

const post = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });
const ids = (...patterns: string[]) => nodeIdsFromPatterns(patterns).join(',');
const clues = (token: string) => t.call('GET', '/api/Clue/getList', { token });
const customers = (token: string) => t.call('GET', '/api/Customer/getList', { token });
const versionOf = async (token: string) =>
  (await t.call<{ version: string }>('GET', '/api/node/getNode', { token })).body.data.version;
const stillSignedIn = async (token: string) =>
  (await t.call('GET', '/api/user/getUserInfo', { token })).body.code === 0;

async function socketOf(token: string) {
  let reader: ReturnType<typeof socketReader> | undefined;
  const ws = await t.app.injectWS(REALTIME_PATH, {}, { onInit: (w) => void (reader = socketReader(w)) });
  ws.send(JSON.stringify({ token }));
  expect(await reader!.next()).toEqual({ type: 'ready' });
  return { ws, ...reader! };
}

describe('a permission change keeps the members signed in', () => {
  it("a role's nodes saved: the member's token still works, a node taken away is refused on the next request, one given is let through", async () => {
    const member = await memberWithNodes(t, ['customer_clues']);
    expect((await clues(member.token)).body.code).toBe(0);
    expect((await customers(member.token)).body.code).toBe(ERR.noPermission.code);
    const before = await versionOf(member.token);

    expect(
      (await post('/api/role/setNode', { role_id: member.roleId, node_ids: ids('customer_customer') })).body.code,
    ).toBe(0);

    expect(await stillSignedIn(member.token)).toBe(true);
    const refused = await clues(member.token);
    expect([refused.status, refused.body.code, refused.body.msg]).toEqual([
      ERR.noPermission.http,
      ERR.noPermission.code,
      ERR.noPermission.msg,
    ]);
    expect((await customers(member.token)).body.code).toBe(0);
    // every answer tells the page the member's new permission version, the refusal included
    const after = await versionOf(member.token);
    expect(after).not.toBe(before);
    expect(refused.headers[PERM_VERSION_HEADER]).toBe(after);
    const node = await t.call<{ menu: { node_name: string; children: { node_name: string }[] }[] }>(
      'GET',
      '/api/node/getNode',
      { token: member.token },
    );
    expect(node.body.data.menu.flatMap((m) => m.children.map((p) => p.node_name))).toEqual(['customer_customer']);
  });

  it("tells the member's open page at once, and the socket stays open", async () => {
    const member = await memberWithNodes(t, ['customer_clues']);
    const socket = await socketOf(member.token);
    expect(
      (
        await post('/api/role/setNode', {
          role_id: member.roleId,
          node_ids: ids('customer_clues', 'customer_customer'),
        })
      ).body.code,
    ).toBe(0);
    expect(await socket.next()).toEqual(PERMISSIONS_PUSH);
    expect(await stillSignedIn(member.token)).toBe(true);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    socket.ws.terminate();
  });

  it('a change made through another instance (the database changed, the notice sent) is enforced on the next request', async () => {
    const member = await memberWithNodes(t, ['customer_clues']);
    const socket = await socketOf(member.token);
    // resolved and cached here
    expect((await clues(member.token)).body.code).toBe(0);
    await t.database.db
      .update(roles)
      .set({ node_ids: nodeIdsFromPatterns(['customer_customer']) })
      .where(eq(roles.role_id, member.roleId));
    await t.database.db.execute(
      sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify({ user_id: member.userId, type: 'permissions' })})`,
    );
    expect(await socket.next()).toEqual(PERMISSIONS_PUSH);
    expect((await clues(member.token)).body.code).toBe(ERR.noPermission.code);
    expect((await customers(member.token)).body.code).toBe(0);
    socket.ws.terminate();
  });

  it("a role's data scope or status, a department's menu and a member's roles change without signing anybody out", async () => {
    const member = await memberWithNodes(t, ['home', 'customer_clues'], { dept: '采购部', scope: DATA_SCOPE.self });
    expect((await post('/api/RoleScope/save', { role_id: member.roleId, data_scope: DATA_SCOPE.dept })).body.code).toBe(
      0,
    );
    expect(await stillSignedIn(member.token)).toBe(true);

    // 首页 (home_home, 101) only
    const purchase = await deptId(t, '采购部');
    expect((await post('/api/Department/setMenu', { dept_id: purchase, menu_ids: '101' })).body.code).toBe(0);
    expect(await stillSignedIn(member.token)).toBe(true);
    expect((await clues(member.token)).body.code).toBe(ERR.noPermission.code);
    expect((await post('/api/Department/setMenu', { dept_id: purchase, menu_ids: '' })).body.code).toBe(0);
    expect((await clues(member.token)).body.code).toBe(0);

    expect(
      (await post('/api/role/update', { role_id: member.roleId, role_name: `停用测试${member.roleId}`, status: 2 }))
        .body.code,
    ).toBe(0);
    expect(await stillSignedIn(member.token)).toBe(true);
    expect((await clues(member.token)).body.code).toBe(ERR.noPermission.code);
    expect(
      (await post('/api/role/update', { role_id: member.roleId, role_name: `停用测试${member.roleId}`, status: 1 }))
        .body.code,
    ).toBe(0);
    expect((await clues(member.token)).body.code).toBe(0);
  });

  it("a member's roles changed by an administrator keep them signed in; a password set for them still signs them out", async () => {
    const form = memberForm(await deptId(t, '销售部'), String(await roleId(t, '销售员')));
    expect((await post('/api/user/add', form)).body.code).toBe(0);
    const token = await t.login({ username: form.user_phone, password: form.user_pwd });
    const [row] = (
      await t.call<{ user_id: number; user_name: string }[]>('GET', '/api/user/getList', {
        token: admin,
        query: { user_name: form.user_name },
      })
    ).body.data;
    const finance = String(await roleId(t, '财务'));
    expect(
      (await post('/api/user/update', { ...form, user_id: row.user_id, user_pwd: '', role_id: finance })).body.code,
    ).toBe(0);
    expect(await stillSignedIn(token)).toBe(true);
    // roles and a new password at once: the password wins
    expect(
      (
        await post('/api/user/update', {
          ...form,
          user_id: row.user_id,
          user_pwd: 'brand-new-2',
          role_id: String(await roleId(t, '销售员')),
        })
      ).body.code,
    ).toBe(0);
    expect((await t.call('GET', '/api/user/getUserInfo', { token })).body.code).toBe(ERR.notSignedIn.code);
  });
});
