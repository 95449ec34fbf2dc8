import { DownOutlined } from '@ant-design/icons';
import { APPLICATIONS } from '@suwork/domain/entities';
import { Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../app/Auth.tsx';
import { routePath } from '../../engine/route-paths.ts';
import { useOaConfig, YES } from './applications/application-api.ts';

const APPLY_NODE = 'home_examine_apply';

/** 发起申请: a menu of the application forms OA配置 has enabled, for holders of 发起申请. */
export function ApplyButton() {
  const can = usePermission();
  const navigate = useNavigate();
  const config = useOaConfig();
  if (!can(APPLY_NODE)) return null;
  const enabled = new Set((config.data?.data ?? []).filter((s) => s.enabled === YES).map((s) => s.flow_type));
  const forms = APPLICATIONS.filter((def) => enabled.has(def.flowType!));
  return (
    <Dropdown
      trigger={['click']}
      disabled={forms.length === 0}
      menu={{ items: forms.map((def) => ({ key: def.routes.add!, label: def.title })), onClick: ({ key }) => void navigate(routePath(key)) }}
    >
      <Button type="primary" loading={config.isPending}>
        发起申请 <DownOutlined />
      </Button>
    </Dropdown>
  );
}
