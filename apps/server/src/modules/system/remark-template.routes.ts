import { remarkTemplateRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import type { App } from '../../core/types.ts';
import { enabledRemarkTemplates } from './remark-template.service.ts';

/**
 * The enabled remark templates of one module (合同, 报价, 发票), for inserting a standard remark into a form:
 * any signed-in member may read them; managing them needs the 备注模板 page.
 */
export function remarkTemplateRoutes(app: App) {
  const db = app.database.db;
  serve(app, routes.getEnabledList, async (req) => {
    const list = await enabledRemarkTemplates(db, req.query.category);
    return ok(list, list.length);
  });
}
