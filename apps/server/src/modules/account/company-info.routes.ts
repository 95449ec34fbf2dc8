import { COMPANY_MSG } from '@suwork/domain';
import { companyInfoRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { companyInfo, saveCompanyInfo } from './company-info.ts';

/** 公司信息 (选项配置 → 其他设置): the name and logo printed on documents; anyone signed in reads them. */
export function companyInfoRoutes(app: App) {
  const db = app.database.db;
  serve(app, routes.info, async () => ok(await companyInfo(db)));

  serve(app, routes.update, async (req) => {
    await saveCompanyInfo(db, currentUser(req).user_id, req.body, app.config.now());
    return { ...ok(await companyInfo(db)), msg: COMPANY_MSG.saved };
  });
}
