import { DATA_SCOPE, DATA_SCOPE_LABELS, ERR, NODE_TREE } from '@suwork/domain';
import { roleAnswers } from '@suwork/domain/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { roles } from '../../db/schema.ts';
import { fail, invalid, ok } from '../../core/envelope.ts';
import { auditRequest } from '../../core/audit.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { idList, inTx, positiveId, type Tx } from '../../core/kit/index.ts';
import { currentUser, type App } from '../../core/types.ts';
import { assertAdministratorRemains } from './administrators.ts';
import { permissionsChanged } from './permissions-changed.ts';
import { assertCanGrantNodes, assertCanGrantScope, isOwnRole, OWN_ROLE_MORE_POWER } from './role-grants.ts';
import { checkName, checkNodeIds, checkScope, loadRole, loadRoleToChange, membersHoldingRoles, noWider, roleList, scopeLabel } from './roles.service.ts';

const PAGE = 'system_roleManagement';
const NAME_MSG = '请输入角色名称';
const roleName = z.string({ error: NAME_MSG }).trim().min(1, NAME_MSG).max(64, '角色名称不能超过64个字符');
const remark = z.string().trim().max(255, '备注不能超过255个字符');
const status = z.coerce.number({ error: '请选择状态' }).int().min(1, '请选择状态').max(2, '请选择状态');
const SCOPE_MSG = '请选择数据范围';
const dataScope = z.coerce.number({ error: SCOPE_MSG }).int().min(1, SCOPE_MSG).max(5, SCOPE_MSG);
const nodeIds = idList('请选择权限节点', 5000);
const deptIds = idList('请选择指定部门', 1000);
const roleId = positiveId('请选择角色');

const addBody = z.strictObject({
  role_name: roleName,
  remark: remark.default(''),
  status: status.default(1),
  node_ids: nodeIds.default([]),
  data_scope: dataScope.default(DATA_SCOPE.self),
  scope_dept_ids: deptIds.default([]),
});
const updateBody = z.strictObject({ role_id: roleId, role_name: roleName, remark: remark.optional(), status: status.optional() });
const roleIdBody = z.strictObject({ role_id: roleId });
const setNodeBody = z.strictObject({ role_id: roleId, node_ids: nodeIds });
const scopeBody = z.strictObject({ role_id: roleId, data_scope: dataScope, scope_dept_ids: deptIds.default([]) });

/** Role changes go to the audit log (权限变更) too. */
const auditRole = (tx: Tx, req: FastifyRequest, roleId: number, detail: string) => auditRequest(tx, req, { action: 'permission', result: 'success', target: `role:${roleId}`, detail });

/** 角色权限: roles, their permission nodes and data scope (RoleScope). */
export function roleRoutes(app: App) {
  const db = app.database.db;

  /** Roles for pickers (any signed-in member, e.g. the member form asks for status 1); role editors also get nodes and scopes. */
  app.get(
    '/api/role/getRoleList',
    { config: { auth: 'signedIn' }, schema: { response: { 200: roleAnswers.getRoleList }, querystring: z.strictObject({ status: z.coerce.number().int().min(1).max(2).optional() }) } },
    async (req) => {
      const list = await roleList(db, { status: req.query.status, forEditor: currentUser(req).nodes.has(PAGE) });
      return ok(list, list.length);
    },
  );

  app.get('/api/role/getNode', { config: { auth: { node: PAGE } }, schema: { response: { 200: roleAnswers.getNode }, querystring: roleIdBody } }, async (req) => {
    const r = await loadRole(db, req.query.role_id);
    return ok({ role_id: r.role_id, node_ids: r.node_ids, tree: NODE_TREE });
  });

  app.get('/api/RoleScope/info', { config: { auth: { node: PAGE } }, schema: { response: { 200: roleAnswers.scopeInfo }, querystring: roleIdBody } }, async (req) => {
    const r = await loadRole(db, req.query.role_id);
    return ok({
      role_id: r.role_id,
      data_scope: r.data_scope,
      scope_dept_ids: r.scope_dept_ids,
      options: Object.entries(DATA_SCOPE_LABELS).map(([value, label]) => ({ value: Number(value), label })),
    });
  });

  app.post('/api/role/add', { config: { auth: { node: `${PAGE}_add` } }, schema: { response: { 200: roleAnswers.add }, body: addBody } }, async (req) => {
    const user = currentUser(req);
    const b = req.body;
    checkNodeIds(b.node_ids);
    assertCanGrantNodes(user, b.node_ids);
    const scope = { data_scope: b.data_scope, scope_dept_ids: b.data_scope === DATA_SCOPE.custom ? b.scope_dept_ids : [] };
    await assertCanGrantScope(db, user, scope);
    const id = await inTx(db, async (tx) => {
      await checkName(tx, b.role_name);
      await checkScope(tx, scope);
      const [row] = await tx
        .insert(roles)
        .values({ role_name: b.role_name, remark: b.remark, status: b.status, node_ids: b.node_ids, ...scope })
        .returning({ id: roles.role_id });
      await writeLog(tx, { entity: 'role', record_id: row.id, action: 'add', user_id: user.user_id, content: `新建角色「${b.role_name}」` });
      await auditRole(tx, req, row.id, `新建角色「${b.role_name}」：权限节点 ${b.node_ids.length} 项，数据权限「${scopeLabel(scope.data_scope)}」`);
      return row.id;
    });
    return ok({ role_id: id });
  });

  app.post('/api/role/update', { config: { auth: { node: `${PAGE}_edit` } }, schema: { response: { 200: roleAnswers.update }, body: updateBody } }, async (req) => {
    const user = currentUser(req);
    const b = req.body;
    const after = await inTx(db, async (tx) => {
      const r = await loadRoleToChange(tx, user, b.role_id);
      await checkName(tx, b.role_name, r.role_id);
      const next = b.status ?? r.status;
      // enabling a role hands its nodes and scope to its holders again
      if (next === 1 && r.status !== 1 && isOwnRole(user, await membersHoldingRoles(tx, [r.role_id]))) throw fail(ERR.noPermission, OWN_ROLE_MORE_POWER);
      await tx
        .update(roles)
        .set({ role_name: b.role_name, remark: b.remark ?? r.remark, status: next, update_time: app.config.now() })
        .where(eq(roles.role_id, r.role_id));
      if (next !== 1) await assertAdministratorRemains(tx);
      const what = next !== r.status ? (next === 1 ? '启用了角色' : '停用了角色') : '编辑了角色';
      await writeLog(tx, { entity: 'role', record_id: r.role_id, action: 'update', user_id: user.user_id, content: `${what}「${b.role_name}」` });
      await auditRole(tx, req, r.role_id, `${what}「${b.role_name}」${r.role_name !== b.role_name ? `（原名「${r.role_name}」）` : ''}`);
      return next !== r.status ? permissionsChanged(app, tx, await membersHoldingRoles(tx, [r.role_id])) : undefined;
    });
    await after?.();
    return ok({ role_id: b.role_id });
  });

  app.post('/api/role/del', { config: { auth: { node: `${PAGE}_del` } }, schema: { response: { 200: roleAnswers.del }, body: roleIdBody } }, async (req) => {
    const user = currentUser(req);
    await inTx(db, async (tx) => {
      const r = await loadRoleToChange(tx, user, req.body.role_id);
      if ((await membersHoldingRoles(tx, [r.role_id])).length > 0) throw invalid('该角色下还有成员，请先为这些成员更换角色后再删除');
      await tx.delete(roles).where(eq(roles.role_id, r.role_id));
      await assertAdministratorRemains(tx);
      await writeLog(tx, { entity: 'role', record_id: r.role_id, action: 'del', user_id: user.user_id, content: `删除角色「${r.role_name}」` });
      await auditRole(tx, req, r.role_id, `删除角色「${r.role_name}」`);
    });
    return ok(null);
  });

  app.post('/api/role/setNode', { config: { auth: { node: `${PAGE}_edit` } }, schema: { response: { 200: roleAnswers.setNode }, body: setNodeBody } }, async (req) => {
    const user = currentUser(req);
    checkNodeIds(req.body.node_ids);
    const after = await inTx(db, async (tx) => {
      const r = await loadRoleToChange(tx, user, req.body.role_id);
      const added = req.body.node_ids.filter((id) => !r.node_ids.includes(id));
      const holders = await membersHoldingRoles(tx, [r.role_id]);
      if (added.length > 0 && r.status === 1 && isOwnRole(user, holders)) throw fail(ERR.noPermission, OWN_ROLE_MORE_POWER);
      assertCanGrantNodes(user, added);
      await tx.update(roles).set({ node_ids: req.body.node_ids, update_time: app.config.now() }).where(eq(roles.role_id, r.role_id));
      await assertAdministratorRemains(tx);
      const removed = r.node_ids.filter((id) => !req.body.node_ids.includes(id)).length;
      const content = `修改了权限节点：新增 ${added.length} 项，移除 ${removed} 项`;
      await writeLog(tx, { entity: 'role', record_id: r.role_id, action: 'nodes', user_id: user.user_id, content });
      await auditRole(tx, req, r.role_id, `角色「${r.role_name}」${content}`);
      return permissionsChanged(app, tx, holders);
    });
    await after();
    return ok(null);
  });

  app.post('/api/RoleScope/save', { config: { auth: { node: `${PAGE}_scope` } }, schema: { response: { 200: roleAnswers.scopeSave }, body: scopeBody } }, async (req) => {
    const user = currentUser(req);
    const scope = { data_scope: req.body.data_scope, scope_dept_ids: req.body.data_scope === DATA_SCOPE.custom ? req.body.scope_dept_ids : [] };
    const after = await inTx(db, async (tx) => {
      const r = await loadRoleToChange(tx, user, req.body.role_id);
      await checkScope(tx, scope);
      const holders = await membersHoldingRoles(tx, [r.role_id]);
      if (r.status === 1 && !noWider(r, scope) && isOwnRole(user, holders)) throw fail(ERR.noPermission, OWN_ROLE_MORE_POWER);
      await assertCanGrantScope(tx, user, scope);
      await tx
        .update(roles)
        .set({ ...scope, update_time: app.config.now() })
        .where(eq(roles.role_id, r.role_id));
      await writeLog(tx, { entity: 'role', record_id: r.role_id, action: 'scope', user_id: user.user_id, content: `数据权限设为「${scopeLabel(scope.data_scope)}」` });
      await auditRole(tx, req, r.role_id, `角色「${r.role_name}」数据权限由「${scopeLabel(r.data_scope)}」改为「${scopeLabel(scope.data_scope)}」`);
      return permissionsChanged(app, tx, holders);
    });
    await after();
    return ok(null);
  });
}
