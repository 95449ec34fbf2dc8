import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DatePicker, Input, Spin } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { usePermission } from '../../../components/auth/Auth.tsx';
import { month, type DateRange } from '../../../lib/dates.ts';
import { DATE_FORMAT } from '../../../lib/format.ts';
import { ClosedColumn } from './ClosedColumn.tsx';
import { KanbanColumn } from './KanbanColumn.tsx';
import { columnOf } from './kanban-move.ts';
import {
  PIPELINE_NODE,
  pipelineApi,
  pipelineKeys,
  type KanbanColumn as Column,
  type StageGroup,
} from './pipeline-api.ts';
import styles from './pipeline.module.css';
import { useKanbanMove } from './use-kanban-move.ts';

type Props = {
  group: StageGroup;
  /** the stage group select, shown beside the search box */
  groupSelect?: ReactNode;
};

/**
 * The stage columns the board shows: a last stage at 100 % holds only what is on its way to 赢单, so without open
 * opportunities the 赢单 column stands for it.
 */
export const shownColumns = (columns: readonly Column[]): Column[] =>
  columns.filter((c, i) => !(i === columns.length - 1 && Number(c.stage.percent) >= 100 && c.count === 0));

/**
 * 看板: the open opportunities of a stage group, one column per stage (cards move by drag and drop or 移动到), then
 * those won and lost in a period (this month by default).
 */
export function KanbanBoard({ group, groupSelect }: Props) {
  const can = usePermission();
  const canMove = can(PIPELINE_NODE.edit);
  const [keyword, setKeyword] = useState('');
  const [range, setRange] = useState<DateRange>(() => month(0));
  const boardKey = pipelineKeys.kanban(group.id, keyword, range[0], range[1]);
  const { data, isFetching } = useQuery({
    queryKey: boardKey,
    queryFn: async ({ signal }) => (await pipelineApi.kanban(group.id, keyword, range[0], range[1], { signal })).data,
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => (data ? shownColumns(data.stages) : undefined), [data]);
  const stages = useMemo(() => (columns ?? []).map((c) => c.stage), [columns]);
  const move = useKanbanMove(boardKey);
  const dropped = (chanceId: number, stageId: number) => {
    const from = columns && columnOf(columns, chanceId);
    const card = from?.cards.find((c) => c.chance_id === chanceId);
    if (from && card && from.stage.id !== stageId) void move(card, stageId);
  };

  return (
    <div className={styles.view}>
      <div className={styles.filters}>
        {groupSelect}
        <Input.Search
          aria-label="搜索商机"
          className={styles.search}
          placeholder="商机名称 / 客户名称"
          allowClear
          enterButton
          onSearch={(v) => setKeyword(v.trim())}
        />
        <span className={styles.filterLabel}>赢单 / 输单期间</span>
        <DatePicker.RangePicker
          aria-label="赢单 / 输单期间"
          allowClear={false}
          format={DATE_FORMAT}
          placeholder={['开始日期', '结束日期']}
          value={[dayjs(range[0]), dayjs(range[1])]}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0].format(DATE_FORMAT), v[1].format(DATE_FORMAT)])}
        />
      </div>
      <Spin spinning={isFetching} description="加载中…">
        {data && columns && (
          <div className={styles.board} role="group" aria-label="商机看板">
            {columns.map((column) => (
              <KanbanColumn
                key={column.stage.id}
                column={column}
                stages={stages}
                canMove={canMove}
                onDrop={dropped}
                onMove={(card, stageId) => void move(card, stageId)}
              />
            ))}
            <ClosedColumn title="赢单" column={data.won} />
            <ClosedColumn title="输单" column={data.lost} />
          </div>
        )}
        {!data && <div className={styles.placeholder} />}
      </Spin>
    </div>
  );
}
