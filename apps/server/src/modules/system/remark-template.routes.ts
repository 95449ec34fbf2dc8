import { remarkTemplateAnswers } from '@suwork/domain/contracts';
import { REMARK_CATEGORY, remarkTemplateEntity, TEMPLATE_ENABLED } from '@suwork/domain/entities';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { entityTableOf } from '../../core/engine/entity-handle.ts';
import { ok } from '../../core/envelope.ts';
import type { App } from '../../core/types.ts';

const CATEGORY_MSG = '请选择适用模块';
const categories = Object.keys(REMARK_CATEGORY).map(Number);
const optionsQuery = z.strictObject({
  category: z.coerce
    .number({ error: CATEGORY_MSG })
    .int(CATEGORY_MSG)
    .refine((v) => categories.includes(v), '适用模块的取值无效'),
});

/**
 * The enabled remark templates of one module (合同, 报价, 发票), for inserting a standard remark into a form:
 * any signed-in member may read them; managing them needs the 备注模板 page.
 */
export function remarkTemplateRoutes(app: App) {
  const db = app.database.db;
  const t = entityTableOf(remarkTemplateEntity).table;
  app.get('/api/RemarkTemplate/getEnabledList', { config: { auth: 'signedIn' }, schema: { response: { 200: remarkTemplateAnswers.getEnabledList }, querystring: optionsQuery } }, async (req) => {
    const rows = await db
      .select({ id: t.id, name: t.name, content: t.content })
      .from(t)
      .where(and(eq(t.category, req.query.category), eq(t.status, TEMPLATE_ENABLED)))
      .orderBy(asc(t.sort), asc(t.id));
    // every row is of the asked module
    const list = rows.map((r) => ({ id: r.id, template_id: r.id, name: r.name, category: req.query.category, content: r.content }));
    return ok(list, list.length);
  });
}
