import { PlusOutlined } from '@ant-design/icons';
import { MSG } from '@suwork/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/auth/Auth.tsx';
import { askConfirm } from '../../../components/ask-confirm.ts';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import { REPORT_KEY, reportApi, type ReportRule } from './report-api.ts';
import { ReportRuleForm } from './ReportRuleForm.tsx';
import { daysText } from './RuleDaysInput.tsx';
import office from '../office.module.css';

const names = (list: readonly { user_name?: string; dept_name?: string }[]) =>
  list.map((x) => x.user_name ?? x.dept_name).join('、') || '—';

/** 汇报规则: who must submit which report on which days, and to whom by default. */
export function ReportRulePage() {
  const can = usePermission();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ rule?: ReportRule }>();
  const rules = useQuery({ queryKey: [...REPORT_KEY, 'rules'], queryFn: ({ signal }) => reportApi.rules({ signal }) });
  const canEdit = can('home_reportRule_edit');
  const refresh = () => queryClient.invalidateQueries({ queryKey: REPORT_KEY });

  const [, removeRule] = useBusyAction(async (r: ReportRule) => {
    message.success((await reportApi.delRule(r.id)).msg || MSG.ok);
    await refresh();
  });
  const remove = async (r: ReportRule) => {
    if (await askConfirm(modal, `确定删除这条${r.type_name}规则吗？`, { danger: true })) await removeRule(r);
  };

  const columns: TableColumnsType<ReportRule> = [
    { title: '类型', dataIndex: 'type_name', width: 80 },
    { title: '提交人', key: 'who', render: (_, r) => names([...r.users, ...r.depts]) },
    { title: '提交时间', key: 'days', render: (_, r) => daysText(r.type, r.days) },
    { title: '默认抄送人', key: 'to', render: (_, r) => names(r.recipients) },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (s: number) => (s === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
    },
    ...(canEdit
      ? [
          {
            title: '操作',
            key: 'op',
            width: 140,
            render: (_: unknown, r: ReportRule) => (
              <Space>
                <Button type="link" size="small" onClick={() => setEditing({ rule: r })}>
                  编辑
                </Button>
                <Button type="link" size="small" danger onClick={() => void remove(r)}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className={office.page}>
      {canEdit && (
        <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 12 }} onClick={() => setEditing({})}>
          新建规则
        </Button>
      )}
      <Table<ReportRule>
        rowKey="id"
        columns={columns}
        dataSource={rules.data?.data ?? []}
        loading={rules.isFetching}
        pagination={false}
        locale={{ emptyText: '暂无数据' }}
      />
      {editing && (
        <ReportRuleForm
          rule={editing.rule}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void refresh();
          }}
        />
      )}
    </div>
  );
}
