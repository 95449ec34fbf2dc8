import { DEBT_DAYS_MAX, DEBT_MSG, type DebtSettings } from '@suwork/domain/entities';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, InputNumber, type FormRule } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/auth/Auth.tsx';
import { FormModal } from '../../../components/FormDialog.tsx';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import { AGEING_KEY, ageingApi } from './debt-api.ts';

/** Who changes the days: 选项配置 editors, as for 合同设置. */
export const DEBT_SETTINGS_NODE = 'system_optionConfig_edit';

const daysRules = (label: string): FormRule[] => [
  { required: true, message: `请输入${label}` },
  { type: 'integer', min: 1, max: DEBT_DAYS_MAX, message: `${label}应为1到${DEBT_DAYS_MAX}之间的整数` },
];

/** 设置 on the ageing: after how many days overdue a contract is proposed for 呆账 and for 坏账 (editors only). */
export function DebtSettingsButton({ settings }: { settings: DebtSettings | undefined }) {
  const can = usePermission();
  const [open, setOpen] = useState(false);
  if (!can(DEBT_SETTINGS_NODE)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={!settings}>
        核销建议设置
      </Button>
      {open && settings && <SettingsDialog settings={settings} onClose={() => setOpen(false)} />}
    </>
  );
}

function SettingsDialog({ settings, onClose }: { settings: DebtSettings; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<DebtSettings>();
  const [saving, save] = useBusyAction(async (values: DebtSettings) => {
    const res = await ageingApi.saveSettings({ bad_days: values.bad_days, broken_days: values.broken_days });
    message.success(res.msg || '保存成功');
    await queryClient.invalidateQueries({ queryKey: AGEING_KEY });
    onClose();
  });
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title="核销建议设置"
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
    >
      <Form<DebtSettings> form={form} layout="vertical" initialValues={settings} onFinish={(v) => void save(v)}>
        <Form.Item
          name="bad_days"
          label="呆账逾期天数"
          rules={daysRules('呆账逾期天数')}
          extra="最早一期逾期超过该天数的合同，建议转为呆账"
        >
          <InputNumber<number> min={1} max={DEBT_DAYS_MAX} precision={0} suffix="天" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="broken_days"
          label="坏账逾期天数"
          dependencies={['bad_days']}
          rules={[
            ...daysRules('坏账逾期天数'),
            ({ getFieldValue }) => ({
              validator: (_r, v: number | null) =>
                v == null || Number(getFieldValue('bad_days')) < v
                  ? Promise.resolve()
                  : Promise.reject(new Error(DEBT_MSG.daysOrder)),
            }),
          ]}
          extra="最早一期逾期超过该天数的合同，建议转为坏账"
        >
          <InputNumber<number> min={1} max={DEBT_DAYS_MAX} precision={0} suffix="天" style={{ width: 200 }} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
