import { DATA_SCOPE_LABELS, NODE_TREE } from '@suwork/domain';
import { nodeAnswers } from '@suwork/domain/contracts';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { roles } from '../../db/schema.ts';
import { ok } from '../../core/envelope.ts';
import { menuFor, userRoleNodes } from '../../core/permissions.ts';
import { currentUser, type App } from '../../core/types.ts';

const ROLE_ADMIN = { node: 'system_roleManagement' } as const;

export function nodeRoutes(app: App) {
  app.get('/api/node/getNode', { config: { auth: 'signedIn' }, schema: { response: { 200: nodeAnswers.getNode } } }, async (req) => {
    const u = currentUser(req);
    return ok({ version: u.perm_version, userRoleNode: userRoleNodes(u.node_ids), menu: menuFor(u.node_ids) });
  });

  app.get('/api/Common/getMenu', { config: { auth: 'signedIn' }, schema: { response: { 200: nodeAnswers.getMenu } } }, async (req) => ok(menuFor(currentUser(req).node_ids)));

  /** The whole node tree with actions, for the role editor. */
  app.get('/api/node/getAllNode', { config: { auth: ROLE_ADMIN }, schema: { response: { 200: nodeAnswers.getAllNode } } }, async () => ok(NODE_TREE));

  /** Data scope choices for roles. */
  app.get('/api/node/getDataNode', { config: { auth: ROLE_ADMIN }, schema: { response: { 200: nodeAnswers.getDataNode } } }, async () =>
    ok(Object.entries(DATA_SCOPE_LABELS).map(([value, label]) => ({ value: Number(value), label }))),
  );

  app.get(
    '/getRoles',
    { config: { auth: 'signedIn' }, schema: { response: { 200: nodeAnswers.getRoles }, querystring: z.strictObject({ status: z.coerce.number().int().min(1).max(2).optional() }) } },
    async (req) => {
      const rows = await app.database.db
        .select({ role_id: roles.role_id, role_name: roles.role_name, status: roles.status, data_scope: roles.data_scope })
        .from(roles)
        .where(eq(roles.status, req.query.status ?? 1))
        .orderBy(asc(roles.role_id));
      return ok(rows, rows.length);
    },
  );
}
