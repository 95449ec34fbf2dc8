import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Input, Spin } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { usePermission } from '../../../app/Auth.tsx';
import { KanbanColumn } from './KanbanColumn.tsx';
import { columnOf } from './kanban-move.ts';
import { PIPELINE_NODE, pipelineApi, pipelineKeys, type StageGroup } from './pipeline-api.ts';
import styles from './pipeline.module.css';
import { useKanbanMove } from './use-kanban-move.ts';

type Props = {
  group: StageGroup;
  /** the stage group select, shown beside the search box */
  groupSelect?: ReactNode;
};

/** 看板: the open opportunities of a stage group, one column per stage; cards move by drag and drop or 移动到. */
export function KanbanBoard({ group, groupSelect }: Props) {
  const can = usePermission();
  const canMove = can(PIPELINE_NODE.edit);
  const [keyword, setKeyword] = useState('');
  const boardKey = pipelineKeys.kanban(group.id, keyword);
  const { data: columns, isFetching } = useQuery({
    queryKey: boardKey,
    queryFn: async ({ signal }) => (await pipelineApi.kanban(group.id, keyword, { signal })).data,
    placeholderData: keepPreviousData,
  });
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
        <Input.Search aria-label="搜索商机" className={styles.search} placeholder="商机名称 / 客户名称" allowClear enterButton onSearch={(v) => setKeyword(v.trim())} />
      </div>
      <Spin spinning={isFetching} description="加载中…">
        {columns && columns.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无商机" />}
        {columns && columns.length > 0 && (
          <div className={styles.board} role="group" aria-label="商机看板">
            {columns.map((column) => (
              <KanbanColumn key={column.stage.id} column={column} stages={stages} canMove={canMove} onDrop={dropped} onMove={(card, stageId) => void move(card, stageId)} />
            ))}
          </div>
        )}
        {!columns && <div className={styles.placeholder} />}
      </Spin>
    </div>
  );
}
