import type { RemarkTemplate } from '@suwork/domain/contracts';
import { remarkTemplateEntity, TEMPLATE_ENABLED } from '@suwork/domain/entities';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { entityTableOf } from '../../core/engine/entity-handle.ts';

/** The enabled remark templates of one module (合同, 报价, 发票), in their order. */
export async function enabledRemarkTemplates(db: Db, category: number): Promise<RemarkTemplate[]> {
  const t = entityTableOf(remarkTemplateEntity).table;
  const rows = await db
    .select({ id: t.id, name: t.name, content: t.content })
    .from(t)
    .where(and(eq(t.category, category), eq(t.status, TEMPLATE_ENABLED)))
    .orderBy(asc(t.sort), asc(t.id));
  // every row is of the asked module
  return rows.map((r) => ({ id: r.id, template_id: r.id, name: r.name, category, content: r.content }));
}
