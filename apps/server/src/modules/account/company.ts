import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { readSetting } from '../../core/kit/index.ts';

/** The company record (sys_setting 'company'), written by the set-up; the logo (a sys_file id) by 公司信息. */
export type Company = { company_name: string; dept_id: number; logo_id?: number };

export const COMPANY_KEY = 'company';

/**
 * A company is set up once it has any member: the set-up creates the first administrator, and the demo seed
 * (which runs on a database with no members) creates the demo company's members.
 */
export async function isSetUp(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  return Number(n) > 0;
}

export async function readCompany(db: Db): Promise<Company | null> {
  const v = (await readSetting(db, COMPANY_KEY)) as Partial<Company> | undefined;
  return v && typeof v.company_name === 'string'
    ? { company_name: v.company_name, dept_id: Number(v.dept_id) || 0, logo_id: Number(v.logo_id) || 0 }
    : null;
}
