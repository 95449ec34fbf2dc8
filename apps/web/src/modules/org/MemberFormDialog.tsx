import { MSG } from '@suwork/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { FormModal } from '../../components/FormDialog.tsx';
import { DepartmentSelect } from '../../components/pickers/DepartmentSelect.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { useSubmissionKey } from '../../components/use-submission-key.ts';
import { orgAdminApi, type MemberRow } from './org-api.ts';

type Values = {
  dept_id?: number;
  user_name: string;
  nick_name?: string;
  user_phone: string;
  user_pwd?: string;
  role_id: number[];
  user_email: string;
  job_number?: string;
  ranks?: string;
  is_leader?: boolean;
  valid_time?: string;
};

type Props = {
  /** the member being edited; absent to add one */
  member?: MemberRow;
  /** department of a new member */
  deptId?: number;
  /** the licence's validity, shown read-only */
  validTime?: string;
  onClose: () => void;
};

const YES = 2;
const required = (message: string) => [{ required: true, whitespace: true, message }];

const initialValues = (
  member: MemberRow | undefined,
  deptId: number | undefined,
  validTime: string | undefined,
): Partial<Values> =>
  member
    ? {
        dept_id: member.dept_id,
        user_name: member.user_name,
        nick_name: member.nick_name,
        user_phone: member.user_phone,
        user_pwd: '',
        role_id: member.role_id ? member.role_id.split(',').map(Number) : [],
        user_email: member.user_email,
        job_number: member.job_number,
        ranks: member.ranks,
        is_leader: member.is_leader === YES,
        valid_time: member.valid_time ?? validTime,
      }
    : { dept_id: deptId, role_id: [], is_leader: false, valid_time: validTime };

/** 新建成员 / 编辑成员: fields checked on blur; role_id sent comma-joined; blank password on edit keeps it. */
export function MemberFormDialog({ member, deptId, validTime, onClose }: Props) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const submission = useSubmissionKey();
  const editing = member !== undefined;
  const roles = useQuery({
    queryKey: ['org', 'roles', 'enabled'],
    queryFn: ({ signal }) => orgAdminApi.roles({ status: 1 }, { signal }),
    select: (res) => res.data.map((r) => ({ value: r.role_id, label: r.role_name })),
  });

  // a refusal is shown by the HTTP client; the form keeps what was entered (role_id stays a list)
  const [saving, submit] = useBusyAction(async (v: Values) => {
    if (!v.dept_id) {
      message.error(MSG.chooseDeptFirst);
      return;
    }
    const fields = {
      dept_id: v.dept_id,
      user_name: v.user_name.trim(),
      user_phone: v.user_phone.trim(),
      role_id: v.role_id.join(','),
      user_email: v.user_email.trim(),
      nick_name: v.nick_name?.trim() || undefined,
      job_number: v.job_number?.trim() || undefined,
      ranks: v.ranks?.trim() || undefined,
      // 1 make leader; 0 (edit only) no longer leader
      is_leader: v.is_leader ? 1 : editing ? 0 : undefined,
    };
    const res = await (editing
      ? orgAdminApi.updateMember({ ...fields, user_id: member.user_id, user_pwd: v.user_pwd ?? '' })
      : submission.send((key) => orgAdminApi.addMember({ ...fields, user_pwd: v.user_pwd ?? '' }, key)));
    message.success(res.msg || MSG.ok);
    await queryClient.invalidateQueries({ queryKey: ['org'] });
    onClose();
  });

  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={editing ? '编辑成员' : '新建成员'}
      width={720}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      mask={{ closable: false }}
    >
      <Form<Values>
        // field ids prefixed (member_user_name …): the member search form on the same page has the same names
        name="member"
        form={form}
        layout="vertical"
        aria-label={editing ? '编辑成员' : '新建成员'}
        validateTrigger="onBlur"
        initialValues={initialValues(member, deptId, validTime)}
        onFinish={submit}
        onFinishFailed={() => message.warning(MSG.fillRequired)}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="user_name" label="成员名" rules={required(MSG.inputMemberName)}>
              <Input maxLength={64} placeholder={MSG.inputMemberName} autoFocus />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="nick_name" label="昵称">
              <Input maxLength={64} placeholder="请输入昵称" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="user_phone" label="手机号" rules={required(MSG.inputPhone)}>
              <Input maxLength={11} inputMode="tel" placeholder={MSG.inputPhone} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="user_pwd" label="密码" rules={editing ? [] : required(MSG.inputPassword)}>
              <Input.Password
                maxLength={32}
                autoComplete="new-password"
                placeholder={editing ? '不修改请留空' : MSG.inputPassword}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="role_id"
              label="角色"
              rules={[{ required: true, type: 'array', min: 1, message: MSG.chooseRole }]}
            >
              <Select<number[]>
                mode="multiple"
                placeholder={MSG.chooseRole}
                options={roles.data ?? []}
                loading={roles.isLoading}
                showSearch={{ optionFilterProp: 'label' }}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="user_email" label="邮箱" rules={required(MSG.inputEmail)}>
              <Input maxLength={128} type="email" placeholder={MSG.inputEmail} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="dept_id" label="部门">
              <DepartmentSelect />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="job_number" label="工号">
              <Input maxLength={32} placeholder="请输入工号" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="ranks" label="职级">
              <Input maxLength={64} placeholder="请输入职级" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="valid_time" label="有效期至" tooltip="席位的有效期，不能在此修改">
              <Input readOnly variant="filled" placeholder="—" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="is_leader" valuePropName="checked">
              <Checkbox>设为部门负责人</Checkbox>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormModal>
  );
}
