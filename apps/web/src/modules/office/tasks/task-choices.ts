import { TASK_MINE, TASK_PRIORITY, TASK_STATUS } from '@suwork/domain';

const optionsOf = (map: Record<number, string>) =>
  Object.entries(map).map(([value, label]) => ({ value: Number(value), label }));

export const STATUS_OPTIONS = optionsOf(TASK_STATUS);
export const PRIORITY_OPTIONS = optionsOf(TASK_PRIORITY);
export const MINE_OPTIONS = [{ value: 0, label: '全部' }, ...optionsOf(TASK_MINE)];
/** tag colours of the priorities 低 中 高 紧急 */
export const PRIORITY_COLOR: Record<number, string> = { 1: 'default', 2: 'blue', 3: 'orange', 4: 'red' };
