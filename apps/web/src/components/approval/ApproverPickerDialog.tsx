import { SearchOutlined } from '@ant-design/icons';
import { MSG } from '@suwork/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Input, Modal, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { Picked } from '../pickers/pick-selection.ts';
import { PickTable } from '../pickers/PickTable.tsx';
import { approvalApi, type Approver, type Step } from './approval-api.ts';
import { approverRange } from './flow-choice.ts';
import { StepUsers } from './StepUsers.tsx';

/** Members a page in 选择审批人 (spec: member list 5). */
export const APPROVER_PAGE_SIZE = 5;

type Props = {
  /** the self-chosen step: its selectRange and source restrict whom it offers */
  step: Step;
  /** chosen before, checked when the dialog opens */
  value: readonly Approver[];
  onOk: (approvers: Approver[]) => void;
  onCancel: () => void;
};

const COLUMNS: TableColumnsType<Approver> = [
  { key: 'user_name', title: '姓名', render: (_: unknown, m: Approver) => <StepUsers users={[m]} /> },
  { key: 'dept_name', dataIndex: 'dept_name', title: '部门', render: (v?: string) => v || '--' },
];

/** 选择审批人: the members a self-chosen step may pick, searched by name, 5 a page; several may be picked. */
export function ApproverPickerDialog({ step, value, onOk, onCancel }: Props) {
  const { message } = App.useApp();
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Picked<Approver>>(() => new Map(value.map((a) => [a.user_id, a])));
  const stub = (id: number): Approver => ({ user_id: id, user_name: '', avatar_url: '', dept_name: '' });

  const query = { ...approverRange(step), user_name: name || undefined, page, limit: APPROVER_PAGE_SIZE };
  const { data, isFetching } = useQuery({
    queryKey: ['approval', 'approvers', query],
    queryFn: ({ signal }) => approvalApi.approvers(query, { signal }),
    placeholderData: keepPreviousData,
  });
  const rows = data?.data ?? [];

  const search = () => {
    setName(typed.trim());
    setPage(1);
  };
  const finish = (chosen: Picked<Approver>) => {
    if (chosen.size === 0) {
      message.warning(MSG.chooseApprover);
      return;
    }
    onOk([...chosen.values()]);
  };

  return (
    <Modal
      open
      title="选择审批人"
      width={600}
      okText="确定"
      cancelText="取消"
      onOk={() => finish(picked)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Input
          aria-label="姓名"
          placeholder="请输入姓名"
          allowClear
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onPressEnter={search}
        />
        <Button type="primary" icon={<SearchOutlined />} onClick={search}>
          搜索
        </Button>
      </Flex>
      <PickTable<Approver>
        rows={rows}
        columns={COLUMNS}
        idOf={(m) => m.user_id}
        loading={isFetching}
        multiple
        picked={picked}
        setPicked={setPicked}
        stub={stub}
        confirm={finish}
        page={page}
        pageSize={APPROVER_PAGE_SIZE}
        total={data?.count ?? 0}
        onPage={setPage}
        unit="人"
      />
    </Modal>
  );
}
