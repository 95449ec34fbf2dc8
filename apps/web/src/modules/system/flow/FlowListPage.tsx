import { MSG } from '@suwork/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Switch, Table, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/auth/Auth.tsx';
import { askConfirm } from '../../../components/ask-confirm.ts';
import { routePath } from '../../../engine/route-paths.ts';
import { flowTemplateApi, TEMPLATES_KEY, type FlowTemplate } from './flow-api.ts';
import { FLOW_NODE } from './flow-nodes.ts';
import { flowSettingPath } from './flow-routes.ts';
import styles from './flow-styles.ts';

export const disableWarning = (name: string) =>
  `停用后，新提交的「${name}」将不再经过审批，提交即生效；已在审批中的不受影响。确定停用吗？`;

/** 审批管理: every approvable type with its template — 启用 switch, current version, 设置 opens the editor. */
export function FlowListPage() {
  const can = usePermission();
  const editable = can(FLOW_NODE.edit);
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: TEMPLATES_KEY, queryFn: ({ signal }) => flowTemplateApi.templates({ signal }) });
  // the catalogue is read again whether the change went through or not (the HTTP client shows a refusal)
  const statusChange = useMutation({
    mutationFn: ({ t, enabled }: { t: FlowTemplate; enabled: boolean }) =>
      flowTemplateApi.setTemplateStatus(t.id, enabled),
    onSuccess: (_, { t, enabled }) =>
      void message.success(enabled ? `已启用「${t.flow_name}」审批` : `已停用「${t.flow_name}」审批`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
  const busy = statusChange.isPending ? statusChange.variables.t.id : undefined;

  const setStatus = async (t: FlowTemplate, enabled: boolean) => {
    if (!enabled && !(await askConfirm(modal, disableWarning(t.flow_name), { danger: true }))) return;
    statusChange.mutate({ t, enabled });
  };

  const columns: TableColumnsType<FlowTemplate> = [
    { title: '审批名称', dataIndex: 'flow_name' },
    {
      title: '状态',
      key: 'enabled',
      width: 110,
      render: (_, t) => (
        <Switch
          size="small"
          aria-label={`启用 ${t.flow_name}`}
          checked={t.enabled}
          checkedChildren="启用"
          unCheckedChildren="停用"
          disabled={!editable || busy !== undefined}
          loading={busy === t.id}
          onChange={(on) => void setStatus(t, on)}
        />
      ),
    },
    { title: '版本', dataIndex: 'version', width: 90, render: (v: number) => `v${v}` },
    { title: '更新时间', dataIndex: 'update_time', width: 180, render: (v: string) => v || '—' },
  ];
  if (editable)
    columns.push({
      title: '操作',
      key: 'ops',
      width: 90,
      render: (_, t) => (
        <Button
          type="link"
          size="small"
          aria-label={`设置 ${t.flow_name}`}
          onClick={() => navigate(flowSettingPath(t.id))}
        >
          设置
        </Button>
      ),
    });

  return (
    <section className={styles.panel} aria-label="审批管理">
      <div className={styles.panelHead}>
        <h3 className={styles.panelTitle}>审批管理</h3>
        {can(FLOW_NODE.add) && (
          <Button type="primary" onClick={() => navigate(routePath('flowAdd'))}>
            新建审批
          </Button>
        )}
      </div>
      <p className={styles.hint}>
        每种业务有一条审批流程。停用后该类业务提交即生效，不再审批；修改流程会生成新版本，进行中的审批仍按原版本执行。
      </p>
      <Table<FlowTemplate>
        rowKey="flow_type"
        size="middle"
        pagination={false}
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        columns={columns}
        locale={{ emptyText: MSG.empty }}
      />
    </section>
  );
}
