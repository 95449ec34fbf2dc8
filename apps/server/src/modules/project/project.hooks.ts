import { projectEntity, type RowOf } from '@suwork/domain/entities';
import { entity } from '../../core/engine/entity-handle.ts';
import type { App } from '../../core/types.ts';
import { invalid } from '../../core/envelope.ts';

const PROJECT_MSG = { endBeforeStart: '结束日期不能早于开始日期' } as const;

function checkDates(values: Partial<RowOf<typeof projectEntity>>): void {
  const start = values.start_date;
  const end = values.end_date;
  if (start && end && end < start) throw invalid(PROJECT_MSG.endBeforeStart);
}

/**
 * 项目: the end date is not before the start date, on create and on every edit. A row also reads as spec §3's project
 * row: `name, leader_name, start_time, end_time` (the picker 关联项目 and every list).
 */
export function registerProjectHooks(app: App): void {
  entity(app, projectEntity).hooks({
    beforeCreate: (_ctx, values) => checkDates(values),
    beforeUpdate: (_ctx, before, changes) => checkDates({ ...before, ...changes }),
    afterList(rows) {
      for (const r of rows)
        Object.assign(r, {
          name: r.project_name,
          leader_name: r.owner_user_name,
          start_time: r.start_date,
          end_time: r.end_date,
        });
    },
  });
}
