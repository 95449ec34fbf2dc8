import { leaveEntity } from '@suwork/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { Card, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { ExamineButtons } from '../../../components/approval/ExamineButtons.tsx';
import { FlowTimeline } from '../../../components/approval/FlowTimeline.tsx';
import { PageSpin } from '../../../components/PageSpin.tsx';
import { DetailFields } from '../../../engine/detail/DetailFields.tsx';
import { RecordMissing } from '../../../engine/RecordMissing.tsx';
import { LEAVE_FLOW_TYPE, leaveApi } from './leave-api.ts';

/** 请假详情: the leave, its 审批记录 and, for its approver or applicant, 同意 / 拒绝 / 撤回. */
export function LeaveInfoPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id') ?? search.get('detail_id'));
  const { data, error, isLoading } = useQuery({
    queryKey: ['approval', 'leave', id],
    queryFn: ({ signal }) => leaveApi.read(id, { signal }),
    enabled: id > 0,
  });
  if (!(id > 0) || error) return <RecordMissing error={error} listRoute="examine" />;
  if (isLoading || !data) return <PageSpin />;
  const row = data.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={`${String(row.create_user_name ?? '')}的请假`} extra={<ExamineButtons />}>
        <DetailFields def={leaveEntity} row={row} />
      </Card>
      <Card title="审批记录">
        <FlowTimeline flowType={LEAVE_FLOW_TYPE} detailId={id} />
      </Card>
    </Space>
  );
}
