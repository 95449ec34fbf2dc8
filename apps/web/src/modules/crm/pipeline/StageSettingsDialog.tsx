import { PlusOutlined } from '@ant-design/icons';
import { MSG } from '@suwork/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Modal, Spin, Tag } from 'antd';
import { useState } from 'react';
import { askConfirm } from '../../../components/ask-confirm.ts';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import { GROUP_STATUS, PIPELINE_KEY, pipelineApi, pipelineKeys, type StageGroup } from './pipeline-api.ts';
import { percentText } from './pipeline-format.ts';
import styles from './pipeline.module.css';
import { StageGroupForm } from './StageGroupForm.tsx';

/** 阶段设置: every stage group with its departments, status and stages; 新建阶段组, 编辑 and 删除 (after a confirm). */
export function StageSettingsDialog({ onClose }: { onClose: () => void }) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const {
    data: groups = [],
    isFetching,
    isPending,
  } = useQuery({
    queryKey: pipelineKeys.groups,
    queryFn: ({ signal }) => pipelineApi.groups({ signal }),
    select: (res) => res.data,
  });
  const [editing, setEditing] = useState<StageGroup | 'new'>();
  const [, remove] = useBusyAction(async (g: StageGroup) => {
    if (!(await askConfirm(modal, `确定删除阶段组「${g.name}」吗？`, { danger: true }))) return;
    const res = await pipelineApi.deleteGroup(g.id);
    message.success(res.msg || MSG.ok);
    await queryClient.invalidateQueries({ queryKey: PIPELINE_KEY });
  });
  const nextSort = groups.reduce((max, g) => Math.max(max, g.sort), 0) + 1;

  return (
    <Modal
      open
      title="阶段设置"
      width={760}
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭</Button>}
      destroyOnHidden
    >
      <div className={styles.dialogTools}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新建阶段组
        </Button>
      </div>
      <Spin spinning={isFetching} description="加载中…">
        {!isPending && groups.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} />
        ) : (
          <div className={styles.groups}>
            {groups.map((g) => (
              <article key={g.id} aria-label={g.name} className={styles.group}>
                <div className={styles.groupHead}>
                  <strong className={styles.groupName}>{g.name}</strong>
                  {g.status === GROUP_STATUS.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>}
                  <span className={styles.groupActions}>
                    <Button type="link" size="small" aria-label={`编辑 ${g.name}`} onClick={() => setEditing(g)}>
                      编辑
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      danger
                      aria-label={`删除 ${g.name}`}
                      onClick={() => void remove(g)}
                    >
                      删除
                    </Button>
                  </span>
                </div>
                <div className={styles.groupDepts}>
                  适用部门：{g.dept_names.length > 0 ? g.dept_names.join('、') : '没有单独设置阶段组的部门'}
                </div>
                <div>
                  {g.stages.map((s) => (
                    <Tag key={s.id} className={styles.stageTag}>
                      {s.name} {percentText(s.percent)}%
                    </Tag>
                  ))}
                </div>
              </article>
            ))}
          </div>
        )}
      </Spin>
      {editing && (
        <StageGroupForm
          group={editing === 'new' ? undefined : editing}
          nextSort={nextSort}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Modal>
  );
}
