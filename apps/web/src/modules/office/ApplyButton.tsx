import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../app/Auth.tsx';
import { routePath } from '../../engine/route-paths.ts';

/** The application forms a member can start from the approval centre (more join as their pages are built). */
export const APPLY_FORMS = [{ route: 'leaveAdd', label: '请假' }] as const;
const APPLY_NODE = 'home_examine_apply';

/** 发起申请: a menu of the application forms, for holders of 发起申请. */
export function ApplyButton() {
  const can = usePermission();
  const navigate = useNavigate();
  if (!can(APPLY_NODE)) return null;
  return (
    <Dropdown trigger={['click']} menu={{ items: APPLY_FORMS.map((f) => ({ key: f.route, label: f.label })), onClick: ({ key }) => void navigate(routePath(key)) }}>
      <Button type="primary">
        发起申请 <DownOutlined />
      </Button>
    </Dropdown>
  );
}
