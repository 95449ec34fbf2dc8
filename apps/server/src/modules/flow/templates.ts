import { FLOW_MSG, FLOW_STEP_TYPE, FLOW_TYPES, NO_APPROVER, SELECT_RANGE, SIGN_MODE } from '@suwork/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flowTemplates, flowTemplateVersions, type FlowDefinition } from './flow.tables.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { ERR } from '@suwork/domain';

/** What every flow_type starts with: one approver step, the initiator's department leader; nobody → the administrator. */
export const DEFAULT_DEFINITION: FlowDefinition = {
  dept_ids: [],
  user_ids: [],
  no_approver: NO_APPROVER.toAdmin,
  steps: [
    {
      type: FLOW_STEP_TYPE.approver,
      settype: 0,
      selectRange: SELECT_RANGE.deptLeader,
      source: '',
      mode: SIGN_MODE.any,
    },
  ],
};

/** Writes the default template of each flow_type the database does not hold yet (on every start). */
export async function ensureDefaultFlowTemplates(db: Db): Promise<void> {
  const have = new Set(
    (await db.select({ flow_type: flowTemplates.flow_type }).from(flowTemplates)).map((r) => r.flow_type),
  );
  const missing = FLOW_TYPES.filter((f) => !have.has(f.flow_type));
  if (missing.length === 0) return;
  await db.transaction(async (tx) => {
    for (const f of missing) {
      const [row] = await tx
        .insert(flowTemplates)
        .values({ flow_type: f.flow_type })
        .onConflictDoNothing()
        .returning({ id: flowTemplates.id });
      if (row)
        await tx
          .insert(flowTemplateVersions)
          .values({ template_id: row.id, version: 1, definition: DEFAULT_DEFINITION });
    }
  });
}

export type TemplateWithDefinition = typeof flowTemplates.$inferSelect & { definition: FlowDefinition };

/** A template with its current definition, by template id or by flow_type (a missing default is written first). */
export async function loadTemplate(
  db: Db,
  by: { id?: number; flow_type?: number },
  retry = true,
): Promise<TemplateWithDefinition> {
  const where = by.id !== undefined ? eq(flowTemplates.id, by.id) : eq(flowTemplates.flow_type, by.flow_type ?? 0);
  const [row] = await db
    .select({ template: flowTemplates, definition: flowTemplateVersions.definition })
    .from(flowTemplates)
    .innerJoin(
      flowTemplateVersions,
      and(
        eq(flowTemplateVersions.template_id, flowTemplates.id),
        eq(flowTemplateVersions.version, flowTemplates.version),
      ),
    )
    .where(where);
  if (!row && retry && by.id === undefined) {
    await ensureDefaultFlowTemplates(db);
    return loadTemplate(db, by, false);
  }
  if (!row) throw invalid(FLOW_MSG.templateNotFound);
  return { ...row.template, definition: row.definition };
}

/** The definition a run started with. */
export async function loadVersion(db: Db, templateId: number, version: number): Promise<FlowDefinition> {
  const [row] = await db
    .select({ definition: flowTemplateVersions.definition })
    .from(flowTemplateVersions)
    .where(and(eq(flowTemplateVersions.template_id, templateId), eq(flowTemplateVersions.version, version)));
  if (!row) throw fail(ERR.notFound);
  return row.definition;
}
