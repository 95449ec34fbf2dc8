import { NOTICE_DRAFT, NOTICE_PUBLISHED, TEMPLATE_ENABLED } from '@suwork/domain/entities';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEMO_PASSWORD, type AppConfig } from '../config.ts';
import { hashPassword } from '../core/passwords.ts';
import { nodeIdsFromPatterns, SUPER_USER_NAME } from '../core/permissions.ts';
import { ensureDefaultOptions } from '../core/engine/dictionary.ts';
import { COMPANY_KEY, type Company } from '../modules/account/company.ts';
import { ensureDefaultFlowTemplates } from '../modules/flow/templates.ts';
import { withStartupLock, type Database } from './client.ts';
import {
  hr_worker,
  prd_product,
  prd_type,
  sys_legal_template,
  sys_notice,
  sys_remark_template,
} from './entity-tables.ts';
import {
  DEMO_COMPANY_NAME,
  DEMO_DEPARTMENTS,
  DEMO_LEGAL_TEMPLATES,
  DEMO_MEMBERS,
  DEMO_NOTICES,
  DEMO_PRODUCT_TYPES,
  DEMO_PRODUCTS,
  DEMO_REMARK_TEMPLATES,
  DEMO_ROLES,
  DEMO_SEATS,
  DEMO_WORKERS,
} from './seed-data.ts';
import { departments, roles, settings, userRoles, users } from './schema.ts';

/**
 * Seeds the demo company once, on a database with no members. Returns whether it seeded. On every start it also
 * writes the default options of dictionaries the database does not hold yet (选项配置).
 */
export async function seedIfEmpty(database: Database, config: AppConfig, log?: FastifyBaseLogger): Promise<boolean> {
  return withStartupLock(database, async () => {
    await ensureDefaultOptions(database.db);
    await ensureDefaultFlowTemplates(database.db);
    const [{ n }] = await database.db.select({ n: count() }).from(users);
    if (n > 0) return false;
    const adminHash = await hashPassword(config.adminPassword);
    const memberHashes = await Promise.all(DEMO_MEMBERS.map(() => hashPassword(DEMO_PASSWORD)));
    await database.db.transaction(async (tx) => {
      const deptId = new Map<string, number>();
      for (const [i, d] of DEMO_DEPARTMENTS.entries()) {
        const [row] = await tx
          .insert(departments)
          .values({ dept_name: d.name, parent_id: d.parent ? deptId.get(d.parent)! : 0, sort: i })
          .returning({ id: departments.dept_id });
        deptId.set(d.name, row.id);
      }
      const roleId = new Map<string, number>();
      for (const r of DEMO_ROLES) {
        const [row] = await tx
          .insert(roles)
          .values({ role_name: r.name, data_scope: r.scope, node_ids: nodeIdsFromPatterns(r.nodes), remark: r.remark })
          .returning({ id: roles.role_id });
        roleId.set(r.name, row.id);
      }
      const [admin] = await tx
        .insert(users)
        .values({
          user_name: SUPER_USER_NAME,
          nick_name: '系统管理员',
          user_phone: '13800000000',
          user_email: 'admin@suwork.local',
          user_pwd: adminHash,
          dept_id: deptId.get('总经办')!,
          role: 3,
          ranks: '系统管理员',
        })
        .returning({ id: users.user_id });
      await tx.insert(userRoles).values({ user_id: admin.id, role_id: roleId.get('超级管理员')! });
      const member = new Map<string, { id: number; dept: number; job: string; ranks: string }>();
      for (const [i, m] of DEMO_MEMBERS.entries()) {
        const job = `SW${String(i + 1).padStart(4, '0')}`;
        const [row] = await tx
          .insert(users)
          .values({
            user_name: m.name,
            nick_name: m.nick,
            user_phone: m.phone,
            user_email: `${m.nick}@suwork.local`,
            user_pwd: memberHashes[i],
            dept_id: deptId.get(m.dept)!,
            job_number: job,
            ranks: m.ranks ?? '',
            is_leader: m.leader ? 2 : 1,
            role: m.role ?? 1,
          })
          .returning({ id: users.user_id });
        member.set(m.name, { id: row.id, dept: deptId.get(m.dept)!, job, ranks: m.ranks ?? '' });
        await tx.insert(userRoles).values(m.roles.map((r) => ({ user_id: row.id, role_id: roleId.get(r)! })));
        if (m.leader)
          await tx
            .update(departments)
            .set({ manager_id: row.id })
            .where(eq(departments.dept_id, deptId.get(m.dept)!));
      }
      const typeId = new Map<string, number>();
      for (const [i, t] of DEMO_PRODUCT_TYPES.entries()) {
        const [row] = await tx
          .insert(prd_type)
          .values({
            type_name: t.name,
            parent_id: t.parent ? typeId.get(t.parent)! : null,
            sort: i,
            create_user_id: admin.id,
          })
          .returning({ id: prd_type.id });
        typeId.set(t.name, row.id as number);
      }
      await tx.insert(prd_product).values(
        DEMO_PRODUCTS.map((p) => ({
          main_key: p.key,
          name: p.name,
          sub_name: p.sub,
          type_id: typeId.get(p.type)!,
          spec_name: p.spec,
          unit: p.unit,
          price: p.price,
          cost_price: p.cost,
          status: p.off ? 2 : 1,
          dept_id: deptId.get(p.dept)!,
          create_user_id: admin.id,
        })),
      );
      const published = new Date(Math.floor(config.now().getTime() / 1000) * 1000);
      await tx.insert(sys_notice).values(
        DEMO_NOTICES.map((n) => ({
          title: n.title,
          content: n.content,
          publish_status: n.published ? NOTICE_PUBLISHED : NOTICE_DRAFT,
          publish_time: n.published ? published : null,
          is_top: n.top ? 2 : 1,
          create_user_id: admin.id,
        })),
      );
      await tx
        .insert(sys_remark_template)
        .values(
          DEMO_REMARK_TEMPLATES.map((r, i) => ({ ...r, status: TEMPLATE_ENABLED, sort: i, create_user_id: admin.id })),
        );
      await tx
        .insert(sys_legal_template)
        .values(DEMO_LEGAL_TEMPLATES.map((l) => ({ ...l, status: TEMPLATE_ENABLED, create_user_id: admin.id })));
      const today = companyToday(config);
      await tx.insert(hr_worker).values(
        DEMO_WORKERS.map((w) => {
          const m = member.get(w.member)!;
          return {
            user_id: m.id,
            job_number: m.job,
            ranks: m.ranks,
            dept_id: m.dept,
            position: w.position,
            employment_type: w.employment,
            status: w.status,
            entry_date: w.entry,
            regular_date: w.regular ?? null,
            contract_start_date: w.contract[0],
            contract_end_date: addDays(today, w.contract[1]),
            gender: w.gender,
            education: w.education,
            create_user_id: admin.id,
          };
        }),
      );
      await tx
        .insert(settings)
        .values({ key: 'seat_licence', value: demoLicence(config) })
        .onConflictDoNothing();
      // 公司信息: the name printed on quotes; new members who register join 全公司 (no department of its own)
      const company: Company = { company_name: DEMO_COMPANY_NAME, dept_id: 0, logo_id: 0 };
      await tx.insert(settings).values({ key: COMPANY_KEY, value: company }).onConflictDoNothing();
    });
    log?.info('已创建演示公司：全公司、部门、角色、成员、花名册、产品、公告与模板');
    return true;
  });
}

/** Today's date in the company time zone, as a UTC midnight. */
const companyToday = (config: AppConfig) =>
  new Date(
    `${new Date(config.now().getTime() + config.tzOffsetMinutes * 60_000).toISOString().slice(0, 10)}T00:00:00Z`,
  );

const addDays = (day: Date, n: number) => new Date(day.getTime() + n * 86_400_000).toISOString().slice(0, 10);

/** The demo company's seat licence: DEMO_SEATS seats, valid one year from today (company time zone). */
function demoLicence(config: AppConfig) {
  const today = companyToday(config);
  today.setUTCFullYear(today.getUTCFullYear() + 1);
  return { seats: DEMO_SEATS, valid_time: today.toISOString().slice(0, 10) };
}
