import { EXAMINE_TAB, examineLink, FLOW_TYPE_BY_NUMBER, routeLink, TODO_COUNT_CAP } from '@suwork/domain';
import { registerTodo } from '../../core/todo.ts';
import type { App } from '../../core/types.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { firstRuns, tabWhere } from './run-lists.service.ts';
import { todoTitle } from './run-title.ts';

const EXAMINE_PATH = routeLink('examine')!.path;

/** 待我审批 on the workbench: runs waiting on the member, opening like the approval centre's rows (todoTitle). */
export function registerApprovalTodo(app: App): void {
  registerTodo(app, {
    key: 'examine',
    title: '待我审批',
    order: 10,
    node: 'home_examine',
    load: async (app, auth, limit) => {
      const db = app.database.db;
      const where = tabWhere(EXAMINE_TAB.pending, auth.user.user_id);
      const page = await firstRuns(db, where, limit, TODO_COUNT_CAP);
      const items = page.rows.map(({ run, initiator_name }) => {
        const def = FLOW_TYPE_BY_NUMBER.get(run.flow_type);
        const link = examineLink({
          info_route: def?.info_route ?? '',
          flow_type: run.flow_type,
          detail_id: run.detail_id,
        }) ?? { path: EXAMINE_PATH };
        return {
          id: run.run_id,
          title: todoTitle(run, initiator_name),
          time: formatDateTime(run.create_time, app.config.tzOffsetMinutes) ?? undefined,
          ...link,
        };
      });
      return { total: page.total, capped: page.capped, items, morePath: EXAMINE_PATH };
    },
  });
}
