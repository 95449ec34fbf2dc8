import { remarkTemplateAnswers } from '@suwork/domain/contracts';
import { REMARK_CATEGORY, TEMPLATE_ENABLED } from '@suwork/domain/entities';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { sys_remark_template } from '../../db/entity-tables.ts';
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
  const t = sys_remark_template;
  app.get('/api/RemarkTemplate/getEnabledList', { config: { auth: 'signedIn' }, schema: { response: { 200: remarkTemplateAnswers.getEnabledList }, querystring: optionsQuery } }, async (req) => {
    const rows = await db
      .select({ id: t.id, name: t.name, category: t.category, content: t.content })
      .from(t)
      .where(and(eq(t.category, req.query.category), eq(t.status, TEMPLATE_ENABLED)))
      .orderBy(asc(t.sort), asc(t.id));
    const list = rows.map((r) => ({ id: r.id as number, template_id: r.id as number, name: r.name as string, category: r.category as number, content: r.content as string }));
    return ok(list, list.length);
  });
}
