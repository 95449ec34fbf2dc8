import { SettingOutlined } from '@ant-design/icons';
import { opportunityEntity } from '@suwork/domain/entities';
import { Button, Empty, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../../components/auth/Auth.tsx';
import { EntityListPage } from '../../../engine/EntityListPage.tsx';
import { CRM_EXTENSIONS } from '../crm-extensions.ts';
import { ForecastView } from './ForecastView.tsx';
import { FunnelView } from './FunnelView.tsx';
import { KanbanBoard } from './KanbanBoard.tsx';
import { PIPELINE_NODE } from './pipeline-api.ts';
import { PIPELINE_VIEWS, VIEW_QUERY, viewOf, type PipelineView } from './pipeline-view.ts';
import styles from './pipeline.module.css';
import { StageGroupSelect } from './StageGroupSelect.tsx';
import { StageSettingsDialog } from './StageSettingsDialog.tsx';
import { GROUP_QUERY, useStageGroup } from './use-stage-group.ts';

/** 商机: the engine's list of opportunities, or the board, funnel or forecast of the pipeline (`view` in the query); 阶段设置. */
export function OpportunitiesPage() {
  const [search, setSearch] = useSearchParams();
  const can = usePermission();
  const view = viewOf(search.get(VIEW_QUERY));
  const [settingsOpen, setSettingsOpen] = useState(false);
  // the list keeps its own query (page, filters); the other views keep the chosen stage group
  const switchTo = (next: PipelineView) => {
    const group = search.get(GROUP_QUERY);
    setSearch({ [VIEW_QUERY]: next, ...(group && next !== 'list' ? { [GROUP_QUERY]: group } : {}) });
  };

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Segmented<PipelineView>
          aria-label="视图"
          value={view}
          options={PIPELINE_VIEWS.map((v) => ({ ...v }))}
          onChange={switchTo}
        />
        {can(PIPELINE_NODE.stage) && (
          <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)}>
            阶段设置
          </Button>
        )}
      </div>
      {view === 'list' && (
        <EntityListPage
          entity={opportunityEntity}
          extension={CRM_EXTENSIONS[opportunityEntity.key]}
          keepQuery={search.has(VIEW_QUERY) ? { [VIEW_QUERY]: 'list' } : undefined}
        />
      )}
      {view === 'forecast' && <ForecastView />}
      {(view === 'kanban' || view === 'funnel') && <GroupViews view={view} onOpenKanban={() => switchTo('kanban')} />}
      {settingsOpen && <StageSettingsDialog onClose={() => setSettingsOpen(false)} />}
    </div>
  );
}

/** The board and the funnel, both of one stage group. */
function GroupViews({ view, onOpenKanban }: { view: 'kanban' | 'funnel'; onOpenKanban: () => void }) {
  const { groups, group, choose, loading } = useStageGroup();
  if (!group)
    return (
      <div className={styles.view}>
        {loading ? (
          <Spin className={styles.loading} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无可用的商机阶段组" />
        )}
      </div>
    );
  const groupSelect = <StageGroupSelect groups={groups} value={group.id} onChange={choose} />;
  return view === 'kanban' ? (
    <KanbanBoard group={group} groupSelect={groupSelect} />
  ) : (
    <FunnelView group={group} groupSelect={groupSelect} onOpenKanban={onOpenKanban} />
  );
}
