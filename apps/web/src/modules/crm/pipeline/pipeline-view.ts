/** The views of the 商机 page, kept in the query as `view` (the list without one). */
export const PIPELINE_VIEWS = [
  { value: 'list', label: '列表' },
  { value: 'kanban', label: '看板' },
  { value: 'funnel', label: '漏斗' },
  { value: 'forecast', label: '预测' },
] as const;

export type PipelineView = (typeof PIPELINE_VIEWS)[number]['value'];
export const VIEW_QUERY = 'view';

/** The view a query value names; the list for anything else. */
export const viewOf = (value: string | null): PipelineView =>
  PIPELINE_VIEWS.find((v) => v.value === value)?.value ?? 'list';
