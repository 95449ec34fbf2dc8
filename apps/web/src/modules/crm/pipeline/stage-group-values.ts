import { formatNumber } from '../../../lib/format.ts';
import { GROUP_STATUS, type StageGroup, type StageGroupBody } from './pipeline-api.ts';

/** A stage group has 2 to 10 stages. */
export const MIN_STAGES = 2;
export const MAX_STAGES = 10;

export type StageValue = { id?: number; name?: string; percent?: string | number | null };
export type StageGroupValues = { name?: string; dept_ids?: number[]; status: number; stages: StageValue[] };

/** The form's values for a group, or for a new one (enabled, two empty stages). */
export const groupValues = (group: StageGroup | undefined): StageGroupValues =>
  group
    ? {
        name: group.name,
        dept_ids: [...group.dept_ids],
        status: group.status,
        stages: group.stages.map((s) => ({ id: s.id, name: s.name, percent: s.percent })),
      }
    : { name: '', dept_ids: [], status: GROUP_STATUS.enabled, stages: [{ name: '' }, { name: '' }] };

/** What 保存 sends: names trimmed, win rates as 2-decimal strings ('30.00'), stages in the order shown. */
export const groupBody = (v: StageGroupValues, id: number | undefined, sort: number): StageGroupBody => ({
  ...(id === undefined ? {} : { id }),
  name: (v.name ?? '').trim(),
  dept_ids: v.dept_ids ?? [],
  // the form's radio offers only 启用 and 停用
  status: v.status as StageGroupBody['status'],
  sort,
  stages: v.stages.map((s) => ({
    ...(s.id === undefined ? {} : { id: s.id }),
    name: (s.name ?? '').trim(),
    percent: formatNumber(s.percent ?? 0, 2, '.', ''),
  })),
});

/** The names given to more than one stage (compared trimmed). */
export function repeatedNames(stages: readonly StageValue[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const s of stages) {
    const name = (s?.name ?? '').trim();
    if (!name) continue;
    if (seen.has(name)) repeated.add(name);
    seen.add(name);
  }
  return repeated;
}
