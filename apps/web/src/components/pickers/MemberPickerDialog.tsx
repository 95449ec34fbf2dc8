import { SearchOutlined } from '@ant-design/icons';
import { MEMBER_STATUS } from '@suwork/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Input, Modal, Spin, Tree, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { orgApi, type Member } from '../../api/org-api.ts';
import { useDeptTree, type DeptNode } from './dept-tree.ts';
import type { Picked } from './pick-selection.ts';
import { PickTable } from './PickTable.tsx';

/** A member as the picker lists it (GET /api/user/getList also sends social_plan_id). */
export type PickableMember = Member & { social_plan_id?: number };

/** Members a page in the member dialog (spec: member list 5). */
export const MEMBER_PAGE_SIZE = 5;

export type MemberPickerDialogProps = {
  title?: string;
  /** several members (default one) */
  multiple?: boolean;
  /** ids picked already, checked when the dialog opens */
  value?: readonly number[];
  /** members not offered */
  exclude?: readonly number[];
  /** 2: members with a social-security plan (social_plan_id above 0) cannot be picked */
  social?: number;
  /** the picked members (those picked before and not shown since come as { user_id, user_name: '' }) */
  onOk: (members: PickableMember[]) => void;
  onCancel: () => void;
};

type TreeItem = { key: number; title: string; children?: TreeItem[] };
const toItem = (n: DeptNode): TreeItem => ({ key: n.value, title: n.label, children: n.children?.map(toItem) });

const COLUMNS: TableColumnsType<PickableMember> = [
  { key: 'user_name', dataIndex: 'user_name', title: '姓名' },
  { key: 'user_phone', dataIndex: 'user_phone', title: '手机号', render: (v?: string) => v || '--' },
  { key: 'dept_name', dataIndex: 'dept_name', title: '部门', render: (v?: string) => v || '--' },
];

/**
 * 选择成员: the department tree (全公司, value 0) on the left, the enabled members of the picked department
 * (and below) on the right, 5 a page, searched by name and phone (Enter searches); one or several.
 */
export function MemberPickerDialog({
  title = '选择成员',
  multiple = false,
  value = [],
  exclude = [],
  social,
  onOk,
  onCancel,
}: MemberPickerDialogProps) {
  const { message } = App.useApp();
  const { data: tree = [], isLoading: treeLoading } = useDeptTree();
  const items = useMemo(() => tree.map(toItem), [tree]);
  const [dept, setDept] = useState(0);
  const [typed, setTyped] = useState({ user_name: '', user_phone: '' });
  const [applied, setApplied] = useState(typed);
  const [page, setPage] = useState(1);
  const stub = (id: number): PickableMember => ({ user_id: id, user_name: '' });
  const [picked, setPicked] = useState<Picked<PickableMember>>(() => new Map(value.map((id) => [id, stub(id)])));

  const query = {
    page,
    limit: MEMBER_PAGE_SIZE,
    dept_id: dept,
    user_name: applied.user_name,
    user_phone: applied.user_phone,
    status: MEMBER_STATUS.enabled,
  };
  const { data, isFetching } = useQuery({
    queryKey: ['org', 'members', 'picker', query],
    queryFn: ({ signal }) => orgApi.members(query, { signal }),
    placeholderData: keepPreviousData,
  });
  const excluded = new Set(exclude);
  const rows = ((data?.data ?? []) as PickableMember[]).filter((m) => !excluded.has(m.user_id));
  const blocked = (m: PickableMember) => social === 2 && (m.social_plan_id ?? 0) > 0;

  const search = () => {
    setApplied({ user_name: typed.user_name.trim(), user_phone: typed.user_phone.trim() });
    setPage(1);
  };
  const finish = (chosen: Picked<PickableMember>) => {
    if (chosen.size === 0) {
      message.warning('请选择成员');
      return;
    }
    onOk([...chosen.values()]);
  };

  return (
    <Modal
      open
      title={title}
      width={820}
      okText="确定"
      cancelText="取消"
      onOk={() => finish(picked)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Flex gap={16} align="flex-start">
        <section aria-label="部门" style={{ width: 220, flex: 'none', maxHeight: 360, overflow: 'auto' }}>
          {treeLoading ? (
            <Spin size="small" />
          ) : (
            <Tree<TreeItem>
              treeData={items}
              defaultExpandedKeys={[0]}
              selectedKeys={[dept]}
              onSelect={(_, { node }) => {
                setDept(Number(node.key));
                setPage(1);
              }}
            />
          )}
        </section>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Flex gap={8} style={{ marginBottom: 12 }}>
            <Input
              aria-label="姓名"
              placeholder="请输入姓名"
              allowClear
              value={typed.user_name}
              onChange={(e) => setTyped((t) => ({ ...t, user_name: e.target.value }))}
              onPressEnter={search}
            />
            <Input
              aria-label="手机号"
              placeholder="请输入手机号"
              allowClear
              value={typed.user_phone}
              onChange={(e) => setTyped((t) => ({ ...t, user_phone: e.target.value }))}
              onPressEnter={search}
            />
            <Button type="primary" icon={<SearchOutlined />} onClick={search}>
              搜索
            </Button>
          </Flex>
          <PickTable<PickableMember>
            rows={rows}
            columns={COLUMNS}
            idOf={(m) => m.user_id}
            loading={isFetching}
            multiple={multiple}
            picked={picked}
            setPicked={setPicked}
            stub={stub}
            blocked={blocked}
            confirm={finish}
            page={page}
            pageSize={MEMBER_PAGE_SIZE}
            total={data?.count ?? 0}
            onPage={setPage}
            unit="人"
          />
        </div>
      </Flex>
    </Modal>
  );
}
