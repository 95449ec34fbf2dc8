import { DOC_GROUP_NAME_MAX, DOC_GROUP_ROLE, DOC_GROUP_ROLE_LABELS, MSG } from '@suwork/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Select, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageSpin } from '../../components/PageSpin.tsx';
import { MemberPickerDialog } from '../../components/pickers/MemberPickerDialog.tsx';
import { routePath } from '../../engine/route-paths.ts';
import { useGoBack } from '../../components/use-go-back.ts';
import { DOC_KEY, docApi, type DocGroupMember } from './doc-api.ts';
import styles from './documents.module.css';
import { useBusyAction } from '../../components/use-busy-action.ts';

type Values = { name: string; remark: string };
const ROLE_OPTIONS = [DOC_GROUP_ROLE.viewer, DOC_GROUP_ROLE.editor].map((r) => ({
  value: r,
  label: DOC_GROUP_ROLE_LABELS[r],
}));

/** 新建分组 / 编辑分组 (query id): a named space with its members, each 可查看 or 可编辑; the creator is its 管理员. */
export function GroupFormPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const navigate = useNavigate();
  const goBack = useGoBack(routePath('shareSpace', { tab: 'group' }));
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [members, setMembers] = useState<DocGroupMember[]>([]);
  const [picking, setPicking] = useState(false);
  const info = useQuery({
    queryKey: [...DOC_KEY, 'group', id],
    queryFn: ({ signal }) => docApi.groupInfo(id, { signal }),
    enabled: id > 0,
  });
  useEffect(() => {
    const g = info.data?.data;
    if (!g) return;
    form.setFieldsValue({ name: g.name, remark: g.remark });
    setMembers(g.members);
  }, [info.data, form]);
  const manager = members.find((m) => m.role === DOC_GROUP_ROLE.manager);
  const others = members.filter((m) => m.role !== DOC_GROUP_ROLE.manager);
  const [saving, save, submissionKey] = useBusyAction(async (v: Values) => {
    const body = {
      id: id || undefined,
      name: v.name,
      remark: v.remark ?? '',
      members: others.map(({ user_id, role }) => ({
        user_id,
        role: role === DOC_GROUP_ROLE.viewer ? DOC_GROUP_ROLE.viewer : DOC_GROUP_ROLE.editor,
      })),
    };
    const res = await docApi.saveGroup(body, id ? undefined : submissionKey());
    message.success(res.msg || MSG.ok);
    await queryClient.invalidateQueries({ queryKey: DOC_KEY });
    void navigate(routePath('shareSpace', { tab: 'group', group: res.data.id }), { replace: true });
  });
  if (id > 0 && info.isPending) return <PageSpin />;

  return (
    <div className={styles.page}>
      <Card title={id ? '编辑分组' : '新建分组'}>
        <Form
          form={form}
          layout="vertical"
          style={{ maxWidth: 720 }}
          onFinish={(v) => void save(v)}
          initialValues={{ name: '', remark: '' }}
        >
          <Form.Item
            name="name"
            label="分组名称"
            rules={[
              { required: true, whitespace: true, message: '请输入分组名称' },
              { max: DOC_GROUP_NAME_MAX, message: `分组名称不能超过${DOC_GROUP_NAME_MAX}个字` },
            ]}
          >
            <Input autoFocus placeholder="如：市场部资料" maxLength={DOC_GROUP_NAME_MAX} showCount />
          </Form.Item>
          <Form.Item name="remark" label="说明" rules={[{ max: 200, message: '说明不能超过200个字' }]}>
            <Input.TextArea rows={2} maxLength={200} showCount placeholder="分组的用途（选填）" />
          </Form.Item>
          <Form.Item
            label="成员"
            extra={manager ? `管理员：${manager.user_name}` : '创建人为分组管理员，可修改成员和删除分组'}
          >
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Button onClick={() => setPicking(true)}>添加成员</Button>
              <Table<DocGroupMember>
                size="small"
                rowKey="user_id"
                pagination={false}
                dataSource={others}
                locale={{ emptyText: '暂无成员' }}
                columns={[
                  { title: '成员', dataIndex: 'user_name' },
                  {
                    title: '权限',
                    width: 160,
                    render: (_, m) => (
                      <Select
                        aria-label={`${m.user_name}的权限`}
                        size="small"
                        style={{ width: 120 }}
                        options={ROLE_OPTIONS}
                        value={m.role}
                        onChange={(role) =>
                          setMembers((all) => all.map((x) => (x.user_id === m.user_id ? { ...x, role } : x)))
                        }
                      />
                    ),
                  },
                  {
                    title: '操作',
                    width: 80,
                    render: (_, m) => (
                      <Button
                        type="link"
                        size="small"
                        danger
                        onClick={() => setMembers((all) => all.filter((x) => x.user_id !== m.user_id))}
                      >
                        移除
                      </Button>
                    ),
                  },
                ]}
              />
            </Space>
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              保存
            </Button>
            <Button onClick={goBack}>取消</Button>
          </Space>
        </Form>
      </Card>
      {picking && (
        <MemberPickerDialog
          multiple
          title="添加成员"
          value={others.map((m) => m.user_id)}
          exclude={manager ? [manager.user_id] : []}
          onCancel={() => setPicking(false)}
          onOk={(picked) => {
            setMembers((all) => {
              const keep = all.filter(
                (m) => m.role === DOC_GROUP_ROLE.manager || picked.some((p) => p.user_id === m.user_id),
              );
              const added = picked
                .filter((p) => !keep.some((m) => m.user_id === p.user_id))
                .map((p) => ({ user_id: p.user_id, user_name: p.user_name, role: DOC_GROUP_ROLE.editor }));
              return [...keep, ...added];
            });
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}
