import { HOME_PATH } from '@suwork/domain';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

export function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，您访问的页面不存在。"
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          返回工作台
        </Button>
      }
    />
  );
}
