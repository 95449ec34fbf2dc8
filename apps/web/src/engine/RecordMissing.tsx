import { ERR } from '@suwork/domain';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { routePath } from './route-paths.ts';

/** Shown when the record of the query `id` does not exist or may not be seen. */
export function RecordMissing({ error, listRoute }: { error: unknown; listRoute: string }) {
  const navigate = useNavigate();
  const msg = error instanceof Error && error.message ? error.message : ERR.notFound.msg;
  return (
    <Result
      status="404"
      title="无法查看"
      subTitle={msg}
      extra={
        <Button type="primary" onClick={() => navigate(routePath(listRoute))}>
          返回列表
        </Button>
      }
    />
  );
}
