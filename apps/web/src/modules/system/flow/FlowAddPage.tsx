import { useQuery } from '@tanstack/react-query';
import { Button, Form, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { routePath } from '../../../engine/route-paths.ts';
import { flowTemplateApi, TEMPLATES_KEY } from './flow-api.ts';
import { flowSettingPath } from './flow-routes.ts';
import styles from './flow-styles.ts';

/** 新建审批: every approvable type already has its flow, so this picks the type and opens its 审批设置. */
export function FlowAddPage() {
  const navigate = useNavigate();
  const list = useQuery({ queryKey: TEMPLATES_KEY, queryFn: ({ signal }) => flowTemplateApi.templates({ signal }) });
  const [id, setId] = useState<number>();
  const open = () => id && navigate(flowSettingPath(id));

  return (
    <section className={styles.panel} aria-label="新建审批" style={{ maxWidth: 560 }}>
      <h3 className={styles.panelTitle}>新建审批</h3>
      <p className={styles.hint} style={{ marginTop: 8 }}>
        每种业务（合同、报销、请假等）都已有一条审批流程，不能另建。选择审批类型后进入它的审批设置，修改审批人、抄送人和适用范围。
      </p>
      <Form layout="vertical" onFinish={open}>
        <Form.Item label="审批类型" htmlFor="flow-type" required>
          <Select<number>
            id="flow-type"
            autoFocus
            placeholder="请选择审批类型"
            loading={list.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={(list.data?.data ?? []).map((t) => ({
              value: t.id,
              label: t.enabled ? t.flow_name : `${t.flow_name}（已停用）`,
            }))}
            value={id}
            onChange={setId}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={!id}>
          下一步
        </Button>
        <Button style={{ marginInlineStart: 8 }} onClick={() => navigate(routePath('flow'))}>
          取消
        </Button>
      </Form>
    </section>
  );
}
