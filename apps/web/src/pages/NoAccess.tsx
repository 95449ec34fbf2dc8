import { HOME_PATH } from '@suwork/domain';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** A route the signed-in user holds no node for. */
export function NoAccess() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="无权访问"
      subTitle="抱歉，您没有访问该页面的权限，请联系管理员开通。"
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          返回工作台
        </Button>
      }
    />
  );
}
