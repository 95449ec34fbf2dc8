import { examineLink, FLOW_TYPE_BY_NUMBER } from '@suwork/domain';
import { eq } from 'drizzle-orm';
import { flowRuns } from './flow.tables.ts';
import { registerMessageLink } from '../../core/message-links.ts';
import type { App } from '../../core/types.ts';
import { FLOW_BUSINESS_TYPE } from './run-engine.ts';

/**
 * An approval message opens its record's detail page with id, flow_type and detail_id, as the approval centre's
 * rows do; null when the run is gone or its type has no detail page yet.
 */
export function registerFlowMessageLink(app: App) {
  registerMessageLink(app, FLOW_BUSINESS_TYPE, async (db, runId) => {
    const [run] = await db
      .select({ flow_type: flowRuns.flow_type, detail_id: flowRuns.detail_id })
      .from(flowRuns)
      .where(eq(flowRuns.run_id, runId));
    if (!run) return null;
    return (
      examineLink({
        info_route: FLOW_TYPE_BY_NUMBER.get(run.flow_type)?.info_route ?? '',
        flow_type: run.flow_type,
        detail_id: run.detail_id,
      }) ?? null
    );
  });
}
