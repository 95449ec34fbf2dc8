import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, InputNumber, Result, Space, Typography, type FormRule } from 'antd';
import { usePermission } from '../../components/auth/Auth.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { CONTRACT_SETTINGS_KEY, contractSettingsApi, type ContractSettings } from './contract-settings-api.ts';
import { OPTION_NODE } from './system-api.ts';

const PREFIXES = [
  { key: 'contract_prefix', label: '合同编号前缀' },
  { key: 'receivable_prefix', label: '回款编号前缀' },
  { key: 'refund_prefix', label: '退款编号前缀' },
] as const;
const PREFIX_MAX = 8;
const SAVED = '保存成功';
const DAYS_MIN = 1;
const DAYS_MAX = 365;

const prefixRules = (label: string): FormRule[] => [
  { required: true, whitespace: true, message: `请输入${label}` },
  { pattern: /^\s*[A-Za-z0-9]{1,8}\s*$/, message: `${label}应为1到${PREFIX_MAX}位字母或数字` },
];
const DAYS_RULES: FormRule[] = [
  { required: true, message: '请输入到期提醒天数' },
  { type: 'integer', min: DAYS_MIN, max: DAYS_MAX, message: `到期提醒天数应在${DAYS_MIN}到${DAYS_MAX}之间` },
];

/**
 * 合同设置 (for the 选项配置 page): the numbering prefixes of 合同, 回款记录 and 合同退款 and the days before a
 * contract's end its owner is reminded. Read by holders of the contract page, saved by 选项配置 editors.
 */
export function ContractSettingsCard() {
  const can = usePermission();
  const settings = useQuery({
    queryKey: CONTRACT_SETTINGS_KEY,
    queryFn: ({ signal }) => contractSettingsApi.get({ signal }).then((r) => r.data),
  });
  const body = () => {
    if (settings.isPending) return null;
    if (settings.isError)
      return (
        <Result
          status="error"
          title="合同设置加载失败"
          extra={<Button onClick={() => settings.refetch()}>重新加载</Button>}
        />
      );
    // a save or a reload with other values starts the form afresh
    return (
      <ContractSettingsForm
        key={JSON.stringify(settings.data)}
        settings={settings.data}
        editable={can(OPTION_NODE.edit)}
      />
    );
  };
  return (
    <Card title="合同设置" loading={settings.isPending} style={{ marginBottom: 16 }}>
      {body()}
    </Card>
  );
}

function ContractSettingsForm({ settings, editable }: { settings: ContractSettings; editable: boolean }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [saving, save] = useBusyAction(async (values: ContractSettings) => {
    const res = await contractSettingsApi.save({
      contract_prefix: values.contract_prefix.trim(),
      receivable_prefix: values.receivable_prefix.trim(),
      refund_prefix: values.refund_prefix.trim(),
      expiry_days: values.expiry_days,
    });
    message.success(res.msg || SAVED);
    await queryClient.invalidateQueries({ queryKey: CONTRACT_SETTINGS_KEY });
  });
  return (
    <Form<ContractSettings>
      layout="vertical"
      initialValues={settings}
      disabled={!editable}
      onFinish={(v) => void save(v)}
      style={{ maxWidth: 480 }}
    >
      {!editable && (
        <Alert type="info" showIcon title="仅可查看，修改需要「选项配置」的编辑权限" style={{ marginBottom: 16 }} />
      )}
      {PREFIXES.map(({ key, label }) => (
        <Form.Item key={key} name={key} label={label} rules={prefixRules(label)}>
          <Input maxLength={PREFIX_MAX} placeholder={`请输入${label}`} />
        </Form.Item>
      ))}
      <Form.Item name="expiry_days" label="到期提醒天数" rules={DAYS_RULES} extra="合同结束日期前多少天提醒负责人">
        <InputNumber<number> min={DAYS_MIN} max={DAYS_MAX} precision={0} suffix="天" style={{ width: 200 }} />
      </Form.Item>
      <Space orientation="vertical" size={12}>
        <Typography.Text type="secondary">
          新建的合同、回款记录和退款按「前缀 + 日期 + 序号」编号，修改前缀只影响之后新建的单据。
        </Typography.Text>
        {editable && (
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        )}
      </Space>
    </Form>
  );
}
