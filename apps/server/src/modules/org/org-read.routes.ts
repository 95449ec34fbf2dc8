import { orgReadAnswers } from '@suwork/domain/contracts';
import { z } from 'zod';
import { ok } from '../../core/envelope.ts';
import { okPage, pageShape } from '../../core/kit/index.ts';
import type { App } from '../../core/types.ts';
import { readDeptTree } from './departments.service.ts';
import { directory, managerChoices, memberPage } from './directory.service.ts';

const userListQuery = z.strictObject({
  ...pageShape(),
  dept_id: z.coerce.number().int().min(0).optional(),
  user_name: z.string().trim().max(64).optional(),
  user_phone: z.string().trim().max(32).optional(),
  /** 1 enabled (default), 2 disabled, 0 both */
  status: z.coerce.number().int().min(0).max(2).default(1),
  /** 2: members on a social-security plan (social_plan_id > 0) cannot be chosen, so they are left out */
  social: z.coerce.number().int().min(0).max(2).optional(),
  /** 2: department leaders only */
  role: z.coerce.number().int().min(0).max(3).optional(),
  /** members holding this role */
  role_id: z.coerce.number().int().min(1).optional(),
});

const optionsQuery = z.strictObject({
  social: z.coerce.number().int().min(0).max(2).optional(),
  dept_id: z.coerce.number().int().min(0).optional(),
});

/** Read-only directory for pickers: any signed-in member sees the department tree and the staff list. */
export function orgReadRoutes(app: App) {
  const db = app.database.db;

  app.get('/api/Department/getDeptTree', { config: { auth: 'signedIn' }, schema: { response: { 200: orgReadAnswers.getDeptTree } } }, async () => ok([await readDeptTree(db)]));

  /** Everything a member picker offers: the department tree, enabled members, leavers and user groups. */
  app.get('/api/Department/getListAndUser', { config: { auth: 'signedIn' }, schema: { response: { 200: orgReadAnswers.getListAndUser }, querystring: optionsQuery } }, async (req) =>
    ok(await directory(db, { withoutSocialPlan: req.query.social === 2 })),
  );

  /** Members who may be made a department leader: enabled members, of one department when dept_id is given. */
  app.get('/api/Department/selectManagerList', { config: { auth: 'signedIn' }, schema: { response: { 200: orgReadAnswers.selectManagerList }, querystring: optionsQuery } }, async (req) => {
    const list = await managerChoices(db, { deptId: req.query.dept_id, withoutSocialPlan: req.query.social === 2 });
    return ok(list, list.length);
  });

  app.get('/api/user/getList', { config: { auth: 'signedIn' }, schema: { response: { 200: orgReadAnswers.getUserList }, querystring: userListQuery } }, async (req) =>
    okPage(await memberPage(db, req.query)),
  );
}
