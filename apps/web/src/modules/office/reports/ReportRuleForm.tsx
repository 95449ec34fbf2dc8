import { MSG, REPORT_MSG, REPORT_TYPE_LABEL } from '@suwork/domain';
import { App, Form, Radio, Switch } from 'antd';
import { FormModal } from '../../../components/FormDialog.tsx';
import { DepartmentSelect } from '../../../components/pickers/DepartmentSelect.tsx';
import { MemberPickerInput } from '../../../components/pickers/MemberPickerInput.tsx';
import { reportApi, type ReportRule, type ReportRuleInput } from './report-api.ts';
import { RuleDaysInput } from './RuleDaysInput.tsx';
import { useBusyAction } from '../../../components/use-busy-action.ts';

type Values = Omit<ReportRuleInput, 'status' | 'id'> & { id?: number; enabled: boolean };

/** 新建 / 编辑汇报规则 in a dialog. */
export function ReportRuleForm({
  rule,
  onClose,
  onSaved,
}: {
  rule?: ReportRule;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('type', form) ?? rule?.type ?? 1;
  const initial: Values = rule
    ? {
        type: rule.type,
        user_ids: rule.users.map((u) => u.user_id),
        dept_ids: rule.depts.map((d) => d.dept_id),
        days: rule.days,
        recipient_ids: rule.recipients.map((u) => u.user_id),
        enabled: rule.status === 1,
      }
    : { type: 1, user_ids: [], dept_ids: [], days: [1, 2, 3, 4, 5], recipient_ids: [], enabled: true };
  const known = [...(rule?.users ?? []), ...(rule?.recipients ?? [])].map((u) => ({
    value: u.user_id,
    label: u.user_name,
  }));

  const [busy, save] = useBusyAction(async (v: Values) => {
    const { enabled, ...rest } = v;
    const res = await reportApi.saveRule({
      ...rest,
      user_ids: rest.user_ids ?? [],
      dept_ids: rest.dept_ids ?? [],
      recipient_ids: rest.recipient_ids ?? [],
      id: rule?.id ?? 0,
      status: enabled ? 1 : 2,
    });
    message.success(res.msg || MSG.ok);
    onSaved();
  });

  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={rule ? '编辑汇报规则' : '新建汇报规则'}
      onOk={() => form.submit()}
      confirmLoading={busy}
      width={640}
    >
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={(v) => void save(v)}>
        <Form.Item name="type" label="汇报类型">
          <Radio.Group
            options={[1, 2, 3].map((t) => ({ value: t, label: REPORT_TYPE_LABEL[t] }))}
            onChange={(e) =>
              form.setFieldValue(
                'days',
                Number(e.target.value) === 1 ? [1, 2, 3, 4, 5] : Number(e.target.value) === 2 ? [5] : [31],
              )
            }
          />
        </Form.Item>
        <Form.Item name="user_ids" label="提交人（成员）">
          <MemberPickerInput multiple title="选择提交人" known={known} />
        </Form.Item>
        <Form.Item
          name="dept_ids"
          label="提交人（部门，含下级部门）"
          dependencies={['user_ids']}
          rules={[
            {
              validator: (_, v: number[] = []) =>
                v.length + (form.getFieldValue('user_ids')?.length ?? 0) > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(REPORT_MSG.ruleTargetsRequired)),
            },
          ]}
        >
          <DepartmentSelect multiple placeholder="请选择部门" />
        </Form.Item>
        <Form.Item
          name="days"
          label="提交时间"
          rules={[
            {
              validator: (_, v: number[] = []) =>
                v.length > 0 ? Promise.resolve() : Promise.reject(new Error(REPORT_MSG.ruleDaysRequired)),
            },
          ]}
        >
          <RuleDaysInput type={type} />
        </Form.Item>
        <Form.Item name="recipient_ids" label="默认抄送人">
          <MemberPickerInput multiple title="选择默认抄送人" known={known} />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
