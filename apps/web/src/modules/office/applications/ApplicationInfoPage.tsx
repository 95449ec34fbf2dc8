import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { ExamineButtons } from '../../../components/approval/ExamineButtons.tsx';
import { FlowTimeline } from '../../../components/approval/FlowTimeline.tsx';
import { PageSpin } from '../../../components/PageSpin.tsx';
import { useSession } from '../../../components/auth/session-context.ts';
import { DetailFields } from '../../../engine/detail/DetailFields.tsx';
import { RecordMissing } from '../../../engine/RecordMissing.tsx';
import { routePath } from '../../../engine/route-paths.ts';
import { applicationApi, applicationOf } from './application-api.ts';

/** 审批状态 an applicant may change and resubmit from: 已拒绝, 已撤回 */
const RESUBMITTABLE = new Set([3, 4]);

/**
 * 申请详情 / OA记录详情: the application named by the query (flow_type, id or detail_id), its 审批记录, and
 * 同意 / 拒绝 for its approver, 撤回 and 重新提交 for its applicant.
 */
export function ApplicationInfoPage({ listRoute = 'examine' }: { listRoute?: string }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const def = applicationOf(search.get('flow_type'));
  const id = Number(search.get('id') ?? search.get('detail_id'));
  const { data, error, isLoading } = useQuery({
    queryKey: ['approval', def?.key, id],
    queryFn: ({ signal }) => applicationApi(def!).read(id, { signal }),
    enabled: def !== undefined && id > 0,
  });
  if (!def || !(id > 0) || error) return <RecordMissing error={error} listRoute={listRoute} />;
  if (isLoading || !data) return <PageSpin />;
  const row = data.data;
  const mine = row.create_user_id === user.uid;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={`${String(row.create_user_name ?? '')}的${def.title}申请`}
        extra={
          <Space>
            <ExamineButtons />
            {mine && RESUBMITTABLE.has(Number(row.status)) && (
              <Button type="primary" onClick={() => void navigate(routePath(def.routes.add!, { id }))}>
                重新提交
              </Button>
            )}
          </Space>
        }
      >
        <DetailFields def={def} row={row} />
      </Card>
      <Card title="审批记录">
        <FlowTimeline flowType={String(def.flowType)} detailId={id} />
      </Card>
    </Space>
  );
}
