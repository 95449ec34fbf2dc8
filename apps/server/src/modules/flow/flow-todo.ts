import { EXAMINE_TAB, examineLink, FLOW_TYPE_BY_NUMBER, routeLink } from '@suwork/domain';
import { registerTodo } from '../../core/todo.ts';
import type { App } from '../../core/types.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { runPage, tabWhere } from './run-lists.service.ts';
import { runTitle } from './run-title.ts';

const EXAMINE_PATH = routeLink('examine')!.path;

/**
 * 待我审批 on the workbench: runs waiting on the member, opening like the approval centre's rows; an item shows only
 * its title and time, so the title says who submitted it first (王强：请假 · 年假 · 11-27 至 11-28 · 2天).
 */
export function registerApprovalTodo(app: App): void {
  registerTodo(app, {
    key: 'examine',
    title: '待我审批',
    order: 10,
    node: 'home_examine',
    load: async (app, auth, limit) => {
      const db = app.database.db;
      const where = tabWhere(EXAMINE_TAB.pending, auth.user.user_id);
      const page = await runPage(db, where, { page: 1, limit });
      const items = page.rows.map(({ run, initiator_name }) => {
        const def = FLOW_TYPE_BY_NUMBER.get(run.flow_type);
        const link = examineLink({ info_route: def?.info_route ?? '', flow_type: run.flow_type, detail_id: run.detail_id }) ?? { path: EXAMINE_PATH };
        const title = run.title ? `${initiator_name}：${run.title}` : runTitle(run, initiator_name);
        return { id: run.run_id, title, time: formatDateTime(run.create_time, app.config.tzOffsetMinutes) ?? undefined, ...link };
      });
      return { total: page.count, items, morePath: EXAMINE_PATH };
    },
  });
}
