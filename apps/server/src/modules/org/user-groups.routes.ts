import { userGroupAnswers } from '@suwork/domain/contracts';
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { userGroupMembers, userGroups } from '../../db/schema.ts';
import { subtreeOf } from '../../core/data-scope.ts';
import { invalid, ok } from '../../core/envelope.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { idList, inTx, positiveId } from '../../core/kit/index.ts';
import { currentUser, type App } from '../../core/types.ts';
import { checkMembers, checkName, loadGroup, replaceMembers, userGroupTree } from './user-groups.service.ts';

const NAME_MSG = '请输入用户组名称';
const groupName = z.string({ error: NAME_MSG }).trim().min(1, NAME_MSG).max(64, '用户组名称不能超过64个字符');
const parentId = z.coerce.number({ error: '请选择上级用户组' }).int().min(0, '请选择上级用户组');
const memberIds = idList('请选择成员', 1000);

const addBody = z.strictObject({ group_name: groupName, parent_id: parentId.default(0), user_ids: memberIds.default([]) });
const updateBody = z.strictObject({ group_id: positiveId('请选择用户组'), group_name: groupName, parent_id: parentId.optional(), user_ids: memberIds.optional() });
const delBody = z.strictObject({ group_id: positiveId('请选择用户组') });

/** 用户组: a tree of named groups holding members; read by any signed-in member (pickers), changed with the userGroup nodes. */
export function userGroupRoutes(app: App) {
  const db = app.database.db;

  app.get('/api/UserGroup/getList', { config: { auth: 'signedIn' }, schema: { response: { 200: userGroupAnswers.getList }, querystring: z.strictObject({}) } }, async () => {
    const tree = await userGroupTree(db);
    return ok(tree, tree.length);
  });

  app.post('/api/UserGroup/add', { config: { auth: { node: 'personnel_userGroup_add' } }, schema: { response: { 200: userGroupAnswers.add }, body: addBody } }, async (req) => {
    const user = currentUser(req);
    const b = req.body;
    const id = await inTx(db, async (tx) => {
      if (b.parent_id > 0) await loadGroup(tx, b.parent_id);
      await checkName(tx, b.parent_id, b.group_name);
      await checkMembers(tx, b.user_ids);
      const [row] = await tx.insert(userGroups).values({ group_name: b.group_name, parent_id: b.parent_id }).returning({ id: userGroups.group_id });
      await replaceMembers(tx, row.id, b.user_ids);
      await writeLog(tx, { entity: 'user_group', record_id: row.id, action: 'add', user_id: user.user_id, content: `新建用户组「${b.group_name}」` });
      return row.id;
    });
    return ok({ group_id: id });
  });

  app.post('/api/UserGroup/update', { config: { auth: { node: 'personnel_userGroup_edit' } }, schema: { response: { 200: userGroupAnswers.update }, body: updateBody } }, async (req) => {
    const user = currentUser(req);
    const b = req.body;
    await inTx(db, async (tx) => {
      const g = await loadGroup(tx, b.group_id);
      const parent = b.parent_id ?? g.parent_id;
      if (parent !== g.parent_id && parent > 0) {
        await loadGroup(tx, parent);
        const all = await tx.select({ dept_id: userGroups.group_id, parent_id: userGroups.parent_id }).from(userGroups);
        if (subtreeOf(g.group_id, all).includes(parent)) throw invalid('不能将用户组移动到其自身或其下级分组下');
      }
      await checkName(tx, parent, b.group_name, g.group_id);
      await tx.update(userGroups).set({ group_name: b.group_name, parent_id: parent, update_time: app.config.now() }).where(eq(userGroups.group_id, g.group_id));
      if (b.user_ids) {
        await checkMembers(tx, b.user_ids);
        await replaceMembers(tx, g.group_id, b.user_ids);
      }
      await writeLog(tx, { entity: 'user_group', record_id: g.group_id, action: 'update', user_id: user.user_id, content: `编辑用户组「${b.group_name}」` });
    });
    return ok({ group_id: b.group_id });
  });

  app.post('/api/UserGroup/del', { config: { auth: { node: 'personnel_userGroup_del' } }, schema: { response: { 200: userGroupAnswers.del }, body: delBody } }, async (req) => {
    const user = currentUser(req);
    await inTx(db, async (tx) => {
      const g = await loadGroup(tx, req.body.group_id);
      const [{ n }] = await tx.select({ n: count() }).from(userGroups).where(eq(userGroups.parent_id, g.group_id));
      if (Number(n) > 0) throw invalid('该用户组下还有子分组，请先删除子分组');
      await tx.delete(userGroupMembers).where(eq(userGroupMembers.group_id, g.group_id));
      await tx.delete(userGroups).where(eq(userGroups.group_id, g.group_id));
      await writeLog(tx, { entity: 'user_group', record_id: g.group_id, action: 'del', user_id: user.user_id, content: `删除用户组「${g.group_name}」` });
    });
    return ok(null);
  });
}
