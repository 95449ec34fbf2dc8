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

/** 项目: the end date is not before the start date, on create and on every edit. */
export function registerProjectHooks(app: App): void {
  entity(app, projectEntity).hooks({
    beforeCreate: (_ctx, values) => checkDates(values),
    beforeUpdate: (_ctx, before, changes) => checkDates({ ...before, ...changes }),
  });
}
