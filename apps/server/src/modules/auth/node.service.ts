import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles } from '../../db/schema.ts';

/** The roles of one status (1 启用) with their data scope, in id order. */
export function rolesByStatus(db: Db, status: number) {
  return db
    .select({ role_id: roles.role_id, role_name: roles.role_name, status: roles.status, data_scope: roles.data_scope })
    .from(roles)
    .where(eq(roles.status, status))
    .orderBy(asc(roles.role_id));
}
