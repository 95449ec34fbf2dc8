import { MSG } from '@suwork/domain';
import { OA_NOTICE_MAX, type OaFormSetting } from '@suwork/domain/entities';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { usePermission } from '../../../components/auth/Auth.tsx';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import { NO, OA_CONFIG_KEY, oaConfigApi, useOaConfig, YES, type OaFormChange } from './application-api.ts';

const EDIT_NODE = 'personnel_oaConfig_edit';

/**
 * OA配置: which application forms members may start from 发起申请, the 填写说明 shown above each form, and
 * whether its attachments are required. Changes are kept on the page until 保存.
 */
/** A setting's 是 / 否 as the save takes it (the page only offers the two). */
const flag = (v: number) => (v === NO ? NO : YES);

export function OaConfigPage() {
  const can = usePermission();
  const editable = can(EDIT_NODE);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data, isPending } = useOaConfig();
  const [forms, setForms] = useState<OaFormSetting[]>([]);
  const saved = data?.data;
  useEffect(() => setForms(saved ?? []), [saved]);
  const dirty = JSON.stringify(forms) !== JSON.stringify(saved ?? []);

  const change = (flowType: number, patch: Partial<OaFormChange>) =>
    setForms((all) => all.map((f) => (f.flow_type === flowType ? { ...f, ...patch } : f)));
  // a refusal is shown by the HTTP client; the changes stay on the page
  const [saving, save] = useBusyAction(async () => {
    const res = await oaConfigApi.save(
      forms.map(({ flow_type, enabled, notice, attachments_required }) => ({
        flow_type,
        enabled: flag(enabled),
        notice,
        attachments_required: flag(attachments_required),
      })),
    );
    queryClient.setQueryData(OA_CONFIG_KEY, res);
    message.success(res.msg || MSG.ok);
  });

  const columns: TableColumnsType<OaFormSetting> = [
    { title: '申请类型', dataIndex: 'title', width: 120 },
    {
      title: '启用',
      key: 'enabled',
      width: 90,
      render: (_, f) => (
        <Switch
          size="small"
          aria-label={`启用 ${f.title}`}
          checked={f.enabled === YES}
          disabled={!editable}
          onChange={(on) => change(f.flow_type, { enabled: on ? YES : NO })}
        />
      ),
    },
    {
      title: '附件必填',
      key: 'attachments_required',
      width: 100,
      render: (_, f) =>
        f.has_attachments ? (
          <Switch
            size="small"
            aria-label={`附件必填 ${f.title}`}
            checked={f.attachments_required === YES}
            disabled={!editable}
            onChange={(on) => change(f.flow_type, { attachments_required: on ? YES : NO })}
          />
        ) : (
          <Typography.Text type="secondary">无附件</Typography.Text>
        ),
    },
    {
      title: '填写说明',
      key: 'notice',
      render: (_, f) => (
        <Input.TextArea
          aria-label={`填写说明 ${f.title}`}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={OA_NOTICE_MAX}
          placeholder="显示在申请表单上方，可不填"
          value={f.notice}
          disabled={!editable}
          onChange={(e) => change(f.flow_type, { notice: e.target.value })}
        />
      ),
    },
  ];

  return (
    <Card
      title="OA配置"
      extra={
        editable && (
          <Button type="primary" loading={saving} disabled={!dirty} onClick={() => void save()}>
            保存
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">
        停用的申请不会出现在审批中心的「发起申请」中；各申请的审批流程在「系统设置 → 审批管理」中设置。
      </Typography.Paragraph>
      <Table<OaFormSetting>
        rowKey="flow_type"
        size="middle"
        loading={isPending}
        columns={columns}
        dataSource={forms}
        pagination={false}
        locale={{ emptyText: MSG.empty }}
      />
    </Card>
  );
}
