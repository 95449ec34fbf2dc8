import { COMPANY_MSG, LOGO_EXTS, LOGO_MAX_BYTES } from '@suwork/domain';
import { companyInfoRoutes as routes } from '@suwork/domain/routes';
import { eq } from 'drizzle-orm';
import { invalid, ok } from '../../core/envelope.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { inTx } from '../../core/kit/index.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { files, settings } from '../../db/schema.ts';
import { COMPANY_KEY, readCompany, type Company } from './company.ts';
import { companyInfo, topDepartment } from './company-info.ts';

/** 公司信息 (选项配置 → 其他设置): the name and logo printed on documents; anyone signed in reads them. */
export function companyInfoRoutes(app: App) {
  const db = app.database.db;
  serve(app, routes.info, async () => ok(await companyInfo(db)));

  serve(app, routes.update, async (req) => {
    const user = currentUser(req);
    const { company_name, logo_id } = req.body;
    await inTx(db, async (tx) => {
      const before = await readCompany(tx);
      if (logo_id && logo_id !== before?.logo_id) {
        const [file] = await tx.select({ ext: files.ext, size: files.size, user_id: files.user_id }).from(files).where(eq(files.id, logo_id));
        // a picture the member uploaded themselves, or the logo already set
        if (!file || file.user_id !== user.user_id) throw invalid(COMPANY_MSG.logoMissing);
        if (!(LOGO_EXTS as readonly string[]).includes(file.ext.toLowerCase())) throw invalid(COMPANY_MSG.logoNotImage);
        if (file.size > LOGO_MAX_BYTES) throw invalid(COMPANY_MSG.logoTooLarge);
      }
      const value: Company = { company_name, dept_id: before?.dept_id ?? (await topDepartment(tx))?.id ?? 0, logo_id };
      await tx
        .insert(settings)
        .values({ key: COMPANY_KEY, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, update_time: app.config.now() } });
      await writeLog(tx, { entity: 'company', record_id: 0, action: 'update', user_id: user.user_id, content: `修改了公司信息：${company_name}${logo_id ? '（含公司标志）' : ''}` });
    });
    return { ...ok(await companyInfo(db)), msg: COMPANY_MSG.saved };
  });
}
