import { PlusOutlined } from '@ant-design/icons';
import { MSG, nodeOf } from '@suwork/domain';
import { rivalEntity } from '@suwork/domain/entities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePermission } from '../../../components/auth/Auth.tsx';
import { askConfirm } from '../../../components/ask-confirm.ts';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import { RecordPickerDialog } from '../../../engine/pickers/RecordPickerDialog.tsx';
import { routePath } from '../../../engine/route-paths.ts';
import { OPPORTUNITY_EDIT } from './sales-nodes.ts';
import { salesApi, salesKeys, type ChanceRival } from './sales-api.ts';
import styles from './sales.module.css';
import { ThreatTag } from './threat-tag.tsx';

/** 竞争对手 of an opportunity: the linked rivals and their threat; 关联竞争对手 (the rival picker) and 移除 replace the whole set. */
export function ChanceRivalsTab({ chanceId }: { chanceId: number }) {
  const can = usePermission();
  const canEdit = can(OPPORTUNITY_EDIT);
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  const { data, isLoading } = useQuery({
    queryKey: salesKeys.chanceRivals(chanceId),
    queryFn: ({ signal }) => salesApi.chanceRivals(chanceId, { signal }),
  });
  const rivals = data?.data ?? [];

  const [saving, save] = useBusyAction(async (rivalIds: number[]) => {
    const res = await salesApi.linkRivals(chanceId, rivalIds);
    message.success(res.msg || MSG.ok);
    setPicking(false);
    // the rivals' 交锋记录 change with the set
    await queryClient.invalidateQueries({ queryKey: salesKeys.chanceRivals(chanceId) });
    void queryClient.invalidateQueries({ queryKey: ['entity', rivalEntity.key] });
  });
  const remove = async (rival: ChanceRival) => {
    if (!(await askConfirm(modal, `确定移除竞争对手「${rival.rival_name}」吗？`, { danger: true }))) return;
    await save(rivals.filter((r) => r.rival_id !== rival.rival_id).map((r) => r.rival_id));
  };

  const info = rivalEntity.routes.info;
  const columns: TableColumnsType<ChanceRival> = [
    {
      key: 'name',
      title: '对手名称',
      render: (_, r) =>
        info && can(nodeOf(rivalEntity.node)) ? (
          <Link to={routePath(info, { id: r.rival_id })}>{r.rival_name}</Link>
        ) : (
          r.rival_name
        ),
    },
    { key: 'threat', title: '威胁程度', width: 100, render: (_, r) => <ThreatTag level={r.threat_level} /> },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: '操作',
            width: 80,
            render: (_: unknown, r: ChanceRival) => (
              <Button
                type="link"
                size="small"
                danger
                disabled={saving}
                aria-label={`移除${r.rival_name}`}
                onClick={() => void remove(r)}
              >
                移除
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className={styles.tab}>
      {canEdit && (
        <div className={styles.toolbar}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking(true)}>
            关联竞争对手
          </Button>
        </div>
      )}
      <Table<ChanceRival>
        size="small"
        rowKey="rival_id"
        columns={columns}
        dataSource={rivals}
        loading={isLoading}
        pagination={false}
      />
      {picking && (
        <RecordPickerDialog
          entity={rivalEntity.key}
          multiple
          value={rivals.map((r) => r.rival_id)}
          addRoute={rivalEntity.routes.add && can(nodeOf(rivalEntity.node, 'add')) ? rivalEntity.routes.add : undefined}
          title="关联竞争对手"
          onOk={(records) => void save(records.map((r) => r.id))}
          onCancel={() => setPicking(false)}
        />
      )}
    </div>
  );
}
