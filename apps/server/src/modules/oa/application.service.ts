import { ERR } from '@suwork/domain';
import { OA_MSG, type EntityDef } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tableOf } from '../../db/entity-tables.ts';
import type { EntityService } from '../../core/engine/entity-service.ts';
import { fail, invalid } from '../../core/envelope.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { canSeeRun } from '../flow/run-access.ts';
import { latestRun } from '../flow/run-engine.ts';
import { ENABLED, readOaConfig } from './oa-config.ts';

type Values = Record<string, unknown>;

/** The form is offered (OA配置) and carries its attachments when they are required. */
export async function assertFormOpen(db: Db, flowType: number, attachments: unknown): Promise<void> {
  const setting = (await readOaConfig(db)).find((s) => s.flow_type === flowType)!;
  if (setting.enabled !== ENABLED) throw invalid(OA_MSG.formDisabled);
  if (setting.attachments_required === ENABLED && !(Array.isArray(attachments) && attachments.length > 0))
    throw invalid(OA_MSG.attachmentsRequired);
}

/** The application as saved, when the member is its applicant (only they resubmit it). */
export async function applicantsOwn(db: Db, def: EntityDef, user: SessionUser, id: number): Promise<Values> {
  const table = tableOf(def);
  const [row] = (await db.select().from(table).where(eq(table.id, id))) as Values[];
  if (!row) throw fail(ERR.notFound);
  if (row.create_user_id !== user.user_id) throw fail(ERR.noPermission, OA_MSG.notApplicant);
  return row;
}

/** An application for its applicant, the people on its run and whoever's data scope covers it (node of the list). */
export async function readApplication(
  db: Db,
  def: EntityDef,
  service: EntityService,
  user: SessionUser,
  id: number,
): Promise<Values> {
  const run = await latestRun(db, def.flowType!, id);
  if (run !== undefined && (await canSeeRun(db, user, run)))
    return service.info({ ...user, scope: { ...user.scope, all: true } }, id);
  if (!user.nodes.has(def.node)) throw fail(ERR.notFound);
  return service.info(user, id);
}
