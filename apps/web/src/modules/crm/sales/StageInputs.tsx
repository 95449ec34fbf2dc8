import { CHANCE_OPEN } from '@suwork/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useEffect } from 'react';
import type { EntityRow } from '../../../engine/entity-api.ts';
import { pipelineApi, pipelineKeys, type StageGroup } from '../pipeline/pipeline-api.ts';
import { percentText } from '../pipeline/pipeline-format.ts';

// 阶段组 and 商机阶段 in the opportunity's form: the stage is chosen among its group's stages, in order, each with its
// win rate; another group clears it. An ended opportunity keeps both (the server refuses a change).

type Props = {
  /** given by Form.Item */
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
  /** the opportunity being edited; none on the add page */
  row?: EntityRow;
};

export const GROUP_FIELD = 'stage_group_id';
export const STAGE_FIELD = 'stage_id';
const RATE_FIELD = 'expect_success';

const ended = (row?: EntityRow) => row !== undefined && Number(row.status) !== CHANCE_OPEN;

/** A stage as the select lists it: 需求确认（30%）. */
export const stageLabel = (s: { name: string; percent: string }) => `${s.name}（${percentText(s.percent)}%）`;

/** The groups a member may use for a new opportunity, their own department's first. */
const useUsableGroups = () =>
  useQuery({
    queryKey: pipelineKeys.groupsFor,
    queryFn: ({ signal }) => pipelineApi.groupsFor({ signal }),
    select: (res) => res.data,
  });
/** Every group, to find the stages of one the member may no longer choose (another department's, or disabled). */
const useAllGroups = (enabled: boolean) =>
  useQuery({
    queryKey: pipelineKeys.groups,
    queryFn: ({ signal }) => pipelineApi.groups({ signal }),
    select: (res) => res.data,
    enabled,
  });

/** 阶段组: the member's groups (and the record's own); a new opportunity starts with the first one. */
export function StageGroupInput({ id, value, onChange, row }: Props) {
  const form = Form.useFormInstance();
  const { data: usable = [], isPending } = useUsableGroups();
  useEffect(() => {
    if (!row && value === undefined && usable.length > 0) onChange?.(usable[0].id);
  }, [row, value, usable, onChange]);
  const options = usable.map((g) => ({ value: g.id, label: g.name }));
  if (typeof value === 'number' && !options.some((o) => o.value === value))
    options.push({ value, label: String(row?.stage_group_name || `阶段组${value}`) });
  const choose = (next: number) => {
    if (next === value) return;
    onChange?.(next);
    form.setFieldValue(STAGE_FIELD, undefined);
  };
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={choose}
      options={options}
      loading={isPending}
      disabled={ended(row)}
      placeholder="请选择阶段组"
      style={{ width: '100%' }}
    />
  );
}

/** 商机阶段: the chosen group's stages in order, with their win rates; choosing one sets 赢率 to its rate. */
export function StageInput({ id, value, onChange, row }: Props) {
  const form = Form.useFormInstance();
  const groupId = Form.useWatch<number | undefined>(GROUP_FIELD, form);
  const { data: usable = [] } = useUsableGroups();
  const known = usable.find((g) => g.id === groupId);
  const { data: all = [] } = useAllGroups(groupId !== undefined && !known);
  const group: StageGroup | undefined = known ?? all.find((g) => g.id === groupId);
  const stages = group?.stages ?? [];
  const options = stages.map((s) => ({ value: s.id, label: stageLabel(s) }));
  // the record's stage while its group's stages load
  if (typeof value === 'number' && !options.some((o) => o.value === value) && row?.stage_id === value)
    options.push({ value, label: String(row.stage_name ?? '') });
  const choose = (next: number) => {
    onChange?.(next);
    const stage = stages.find((s) => s.id === next);
    if (stage) form.setFieldValue(RATE_FIELD, Number(stage.percent));
  };
  const placeholder = !group
    ? '请先选择阶段组'
    : row
      ? '请选择商机阶段'
      : `默认：${stages[0] ? stageLabel(stages[0]) : '第一个阶段'}`;
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={choose}
      options={options}
      disabled={ended(row) || !group}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}
