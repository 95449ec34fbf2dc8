import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router';
import { routePath } from '../../engine/route-paths.ts';
import { useApplicationForms } from './applications/use-application-forms.ts';

/** 发起申请: a menu of the application forms OA配置 has enabled, for holders of 发起申请. */
export function ApplyButton() {
  const navigate = useNavigate();
  const { allowed, forms, isPending } = useApplicationForms();
  if (!allowed) return null;
  return (
    <Dropdown
      trigger={['click']}
      disabled={forms.length === 0}
      menu={{
        items: forms.map((def) => ({ key: def.routes.add!, label: def.title })),
        onClick: ({ key }) => void navigate(routePath(key)),
      }}
    >
      <Button type="primary" loading={isPending}>
        发起申请 <DownOutlined />
      </Button>
    </Dropdown>
  );
}
