import { ACCOUNT_MSG, COMPANY_MSG, COMPANY_NAME_MAX, LOGO_EXTS, LOGO_MAX_BYTES } from '@suwork/domain';
import { companyInfoAnswers } from '@suwork/domain/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { invalid, ok } from '../../core/envelope.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { inTx } from '../../core/kit/index.ts';
import { currentUser, type App } from '../../core/types.ts';
import { files, settings } from '../../db/schema.ts';
import { COMPANY_KEY, readCompany, type Company } from './company.ts';
import { companyInfo, topDepartment } from './company-info.ts';

const body = z.strictObject({
  company_name: z.string({ error: ACCOUNT_MSG.inputCompanyName }).trim().min(1, ACCOUNT_MSG.inputCompanyName).max(COMPANY_NAME_MAX, COMPANY_MSG.nameTooLong),
  /** a file id from Upload/doUpload; 0: no logo */
  logo_id: z.number({ error: '公司标志格式错误' }).int('公司标志格式错误').min(0, '公司标志格式错误'),
});

/** 公司信息 (选项配置 → 其他设置): the name and logo printed on documents; anyone signed in reads them. */
export function companyInfoRoutes(app: App) {
  const db = app.database.db;
  app.get('/api/Company/info', { config: { auth: 'signedIn' }, schema: { querystring: z.strictObject({}), response: { 200: companyInfoAnswers.info } } }, async () => ok(await companyInfo(db)));

  app.post('/api/Company/update', { config: { auth: { node: 'system_optionConfig_edit' } }, schema: { body, response: { 200: companyInfoAnswers.update } } }, async (req) => {
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
