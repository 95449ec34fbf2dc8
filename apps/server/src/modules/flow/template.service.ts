import { ERR, FLOW_MSG, FLOW_TYPE_BY_NUMBER, FLOW_TYPES, SELECT_RANGE } from '@suwork/domain';
import type { FlowTemplateInfo, FlowTemplateRow } from '@suwork/domain/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, roles, users } from '../../db/schema.ts';
import { flowTemplates, flowTemplateVersions, type FlowDefinition } from './flow.tables.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { inTx, type Tx } from '../../core/kit/index.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { parseIds } from './resolve-steps.ts';
import { ensureDefaultFlowTemplates, loadTemplate, type TemplateWithDefinition } from './templates.ts';

const LOG_ENTITY = 'flow_template';

const flowNameOf = (flowType: number) => FLOW_TYPE_BY_NUMBER.get(flowType)?.flow_name ?? '';

/** A template with its current definition, as 审批设置 edits it. */
export const templateInfo = (t: TemplateWithDefinition): FlowTemplateInfo => ({
  id: t.id,
  flow_type: t.flow_type,
  flow_name: flowNameOf(t.flow_type),
  enabled: t.enabled === 1,
  version: t.version,
  ...t.definition,
});

/** Every approvable type with its template, in catalogue order. */
export async function templateCatalogue(db: Db, tz: number): Promise<FlowTemplateRow[]> {
  let rows = await db.select().from(flowTemplates);
  if (rows.length < FLOW_TYPES.length) {
    // a company set up without the start-up seeding: its defaults are written on first use
    await ensureDefaultFlowTemplates(db);
    rows = await db.select().from(flowTemplates);
  }
  const byType = new Map(rows.map((r) => [r.flow_type, r]));
  return FLOW_TYPES.map((f) => {
    const t = byType.get(f.flow_type);
    return {
      flow_type: f.flow_type,
      flow_name: f.flow_name,
      id: t?.id ?? 0,
      enabled: t?.enabled === 1,
      version: t?.version ?? 0,
      update_time: formatDateTime(t?.update_time, tz) ?? '',
    };
  });
}

/** Every member, role and department a definition names must exist. */
async function checkReferences(tx: Tx, d: FlowDefinition) {
  const memberIds = new Set(d.user_ids);
  const roleIds = new Set<number>();
  for (const s of d.steps) {
    if (s.selectRange === SELECT_RANGE.members) parseIds(s.source).forEach((id) => memberIds.add(id));
    if (s.selectRange === SELECT_RANGE.roles) parseIds(s.source).forEach((id) => roleIds.add(id));
  }
  const found = async (
    ids: Set<number>,
    table: typeof users | typeof roles | typeof departments,
    column: typeof users.user_id | typeof roles.role_id | typeof departments.dept_id,
  ) =>
    ids.size === 0
      ? 0
      : (
          await tx
            .select({ id: column })
            .from(table)
            .where(inArray(column, [...ids]))
        ).length;
  if ((await found(memberIds, users, users.user_id)) !== memberIds.size) throw invalid('所选成员不存在，请重新选择');
  if ((await found(roleIds, roles, roles.role_id)) !== roleIds.size) throw invalid('所选角色不存在，请重新选择');
  const deptIds = new Set(d.dept_ids);
  if ((await found(deptIds, departments, departments.dept_id)) !== deptIds.size)
    throw invalid('所选部门不存在，请重新选择');
}

export type TemplateSave = FlowDefinition & { id?: number; flow_type: number; enabled?: boolean; version?: number };

/**
 * Saves a template as a new version (runs under way keep theirs): refused when the template is not the flow_type's
 * (流程不存在) or was saved by someone else meanwhile (`version` given and no longer current).
 */
export async function saveTemplate(db: Db, userId: number, b: TemplateSave, now: Date): Promise<FlowTemplateInfo> {
  const definition: FlowDefinition = {
    dept_ids: b.dept_ids,
    user_ids: b.user_ids,
    no_approver: b.no_approver,
    steps: b.steps,
  };
  const saved = await inTx(db, async (tx) => {
    const [row] = await tx.select().from(flowTemplates).where(eq(flowTemplates.flow_type, b.flow_type)).for('update');
    if (!row || (b.id !== undefined && b.id !== row.id)) throw invalid(FLOW_MSG.templateNotFound);
    if (b.version !== undefined && b.version !== row.version) throw fail(ERR.conflict, FLOW_MSG.versionChanged);
    await checkReferences(tx, definition);
    const version = row.version + 1;
    await tx.insert(flowTemplateVersions).values({ template_id: row.id, version, definition, create_user_id: userId });
    await tx
      .update(flowTemplates)
      .set({ version, ...(b.enabled !== undefined ? { enabled: b.enabled ? 1 : 2 } : {}), update_time: now })
      .where(eq(flowTemplates.id, row.id));
    await writeLog(tx, {
      entity: LOG_ENTITY,
      record_id: row.id,
      action: 'update',
      user_id: userId,
      content: `保存了${FLOW_TYPE_BY_NUMBER.get(b.flow_type)?.flow_name}审批流程（版本${version}）`,
    });
    return row.id;
  });
  return templateInfo(await loadTemplate(db, { id: saved }));
}

/** 启用 / 停用 a template (a disabled flow_type's records take effect without approval). */
export async function setTemplateStatus(
  db: Db,
  userId: number,
  id: number,
  enabled: boolean,
  now: Date,
): Promise<void> {
  await inTx(db, async (tx) => {
    const [row] = await tx.select().from(flowTemplates).where(eq(flowTemplates.id, id)).for('update');
    if (!row) throw invalid(FLOW_MSG.templateNotFound);
    await tx
      .update(flowTemplates)
      .set({ enabled: enabled ? 1 : 2, update_time: now })
      .where(eq(flowTemplates.id, id));
    await writeLog(tx, {
      entity: LOG_ENTITY,
      record_id: id,
      action: enabled ? 'enable' : 'disable',
      user_id: userId,
      content: `${enabled ? '启用' : '停用'}了${FLOW_TYPE_BY_NUMBER.get(row.flow_type)?.flow_name}审批流程`,
    });
  });
}
