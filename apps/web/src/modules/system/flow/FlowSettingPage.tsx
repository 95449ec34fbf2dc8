import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Spin } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { routePath } from '../../../engine/route-paths.ts';
import { flowTemplateApi, templateKey } from './flow-api.ts';
import { FlowEditor } from './FlowEditor.tsx';

/** 审批设置: loads the template of the route's id and edits it; every save makes a new version. */
export function FlowSettingPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const valid = Number.isInteger(id) && id > 0;
  const info = useQuery({
    queryKey: templateKey(id),
    queryFn: ({ signal }) => flowTemplateApi.templateInfo(id, { signal }),
    enabled: valid,
  });
  const template = info.data?.data;

  if (valid && info.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} description="加载中" />;
  if (!template)
    return (
      <Empty description="审批流程不存在或加载失败">
        <Button onClick={() => navigate(routePath('flow'))}>返回审批管理</Button>
      </Empty>
    );
  // a new version (after a save) starts a fresh draft
  return <FlowEditor key={`${template.id}-${template.version}`} info={template} />;
}
