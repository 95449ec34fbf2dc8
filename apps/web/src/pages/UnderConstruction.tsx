import { ToolOutlined } from '@ant-design/icons';
import { MSG } from '@suwork/domain';
import { Result } from 'antd';
import { useRouteTitle } from '../app/route-handle.ts';

/** Stands in for every catalogue route whose page is not built yet. */
export function UnderConstruction() {
  const title = useRouteTitle();
  return <Result icon={<ToolOutlined style={{ color: '#1677ff' }} />} title={title} subTitle={MSG.underConstruction} />;
}
