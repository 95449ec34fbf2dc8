import { ERR, FLOW_MSG, RUN_STATUS, type RunStatus } from '@suwork/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flowRuns } from './flow.tables.ts';
import { fail, invalid } from '../../core/envelope.ts';
import type { SessionUser } from '../../core/sessions.ts';
import type { App } from '../../core/types.ts';

/** What a business module does when a run of its records changes status (inside the engine's transaction). */
export type FlowStatusHandler = (detailId: number, status: RunStatus, tx: Db) => Promise<void>;

/** A business record as the approval engine sees it. */
export type FlowRecord = {
  /** who submits it: only they start or restart its run, unless the module's `mayStart` allows another */
  owner_id: number;
  /**
   * the saved values the template's condition branches compare (amounts, choices, dates, people); a module that
   * gives none lets the submitted form's values be compared instead
   */
  condition?: Record<string, unknown>;
};

/** What a business module tells the engine about the records of its flow_type. */
export type FlowDocument = {
  /** The record, read inside the engine's transaction; undefined when it does not exist. */
  load: (tx: Db, detailId: number) => Promise<FlowRecord | undefined>;
  /** Whether a member other than the owner may start its run (default: nobody). */
  mayStart?: (user: SessionUser, record: FlowRecord, tx: Db) => Promise<boolean>;
};

/** What the business modules of one app have declared to its approval engine, by flow_type. */
export type FlowRegistry = {
  readonly statusHandlers: Map<number, FlowStatusHandler[]>;
  readonly documents: Map<number, FlowDocument>;
};

// Each app instance has its own declarations: two apps in one process (tests) never see each other's.
const registries = new WeakMap<App, FlowRegistry>();

/** The registry of an app, created on first use (a module may declare before or after the flow module registers). */
export function flowRegistry(app: App): FlowRegistry {
  let registry = registries.get(app);
  if (!registry) {
    registry = { statusHandlers: new Map(), documents: new Map() };
    registries.set(app, registry);
  }
  return registry;
}

/** A business module attaches to its flow_type, e.g. the invoice: 2 已通过 → 待开票, 3 已拒绝 → 驳回. */
export function onFlowStatus(app: App, flowType: number, handler: FlowStatusHandler): void {
  const { statusHandlers } = flowRegistry(app);
  statusHandlers.set(flowType, [...(statusHandlers.get(flowType) ?? []), handler]);
}

/** A business module declares the records of its flow_type once; a flow_type nobody declares has nothing to approve. */
export function flowDocument(app: App, flowType: number, doc: FlowDocument): void {
  flowRegistry(app).documents.set(flowType, doc);
}

/** What the engine reads of the app it runs in: the modules' declarations, the clock and the company's time zone. */
export type FlowEnv = { registry: FlowRegistry; now: () => Date; tz: number };
export const flowEnv = (app: App): FlowEnv => ({
  registry: flowRegistry(app),
  now: () => app.config.now(),
  tz: app.config.tzOffsetMinutes,
});

/** Called by the engine on start (1), pass (2), reject (3) and withdraw (4). */
export async function emitFlowStatus(
  env: FlowEnv,
  flowType: number,
  detailId: number,
  status: RunStatus,
  tx: Db,
): Promise<void> {
  for (const handler of env.registry.statusHandlers.get(flowType) ?? []) await handler(detailId, status, tx);
}

/**
 * The one check before any run starts, whatever the route: the record exists (记录不存在) and the member may
 * submit it — its owner, or whom its module allows. Contract, invoice, expense, borrow and purchase runs get it
 * by declaring their flowDocument.
 */
export async function startableRecord(
  env: FlowEnv,
  tx: Db,
  user: SessionUser,
  flowType: number,
  detailId: number,
): Promise<FlowRecord> {
  const doc = env.registry.documents.get(flowType);
  const record = doc ? await doc.load(tx, detailId) : undefined;
  if (!doc || !record) throw fail(ERR.notFound, FLOW_MSG.recordMissing);
  if (record.owner_id !== user.user_id && !(await doc.mayStart?.(user, record, tx)))
    throw fail(ERR.noPermission, FLOW_MSG.notOwner);
  return record;
}

export async function isInApproval(db: Db, flowType: number, detailId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: flowRuns.run_id })
    .from(flowRuns)
    .where(
      and(eq(flowRuns.flow_type, flowType), eq(flowRuns.detail_id, detailId), eq(flowRuns.status, RUN_STATUS.running)),
    )
    .limit(1);
  return Boolean(row);
}

/** For business modules before an edit or delete: a record in approval is refused with 该记录正在审批中，不能修改. */
export async function assertNotInApproval(db: Db, flowType: number, detailId: number): Promise<void> {
  if (await isInApproval(db, flowType, detailId)) throw invalid(FLOW_MSG.inApproval);
}
