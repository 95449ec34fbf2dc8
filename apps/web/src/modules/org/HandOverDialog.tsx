import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Tag, Typography } from 'antd';
import { FormModal } from '../../components/FormDialog.tsx';
import { MemberPickerInput } from '../../components/pickers/MemberPickerInput.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { orgAdminApi } from './org-api.ts';

export type HandOverFrom = { user_id: number; user_name: string };

/** onClose(true) after a hand-over, onClose(false) when cancelled */
type Props = { from: readonly HandOverFrom[]; onClose: (done: boolean) => void };

const WHAT_MOVES = '客户、线索、商机、合同、项目等负责的数据和协作关系';

/** 离职交接: everything the chosen members own passes to one enabled member, in one step (User/transferBatchUser). */
export function HandOverDialog({ from, onClose }: Props) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ to_user_id?: number }>();
  const names = from.map((m) => m.user_name).join('、');

  // a refusal is shown by the HTTP client; the dialog stays open with the choice
  const [busy, handOver] = useBusyAction(async (to: number) => {
    const res = await orgAdminApi.handOver(
      from.map((m) => m.user_id),
      to,
    );
    const { total, moved } = res.data;
    onClose(true);
    modal.success({
      title: '交接完成',
      okText: '知道了',
      content:
        total === 0
          ? '交接人名下没有需要交接的数据'
          : `共交接 ${total} 条：${moved.map((m) => `${m.title} ${m.count} 条`).join('，')}`,
    });
    await queryClient.invalidateQueries();
  });

  const submit = async () => {
    let to: number | undefined;
    try {
      to = (await form.validateFields()).to_user_id;
    } catch {
      return; // the form shows what is missing
    }
    if (to) await handOver(to);
  };

  return (
    <FormModal
      form={form}
      onClose={() => onClose(false)}
      title="离职交接"
      okText="确定交接"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      width={480}
    >
      <Form form={form} layout="vertical" aria-label="离职交接">
        <Form.Item label="交接人">
          {from.map((m) => (
            <Tag key={m.user_id}>{m.user_name}</Tag>
          ))}
        </Form.Item>
        <Form.Item name="to_user_id" label="接收人" rules={[{ required: true, message: '请选择接收人' }]}>
          <MemberPickerInput title="选择接收人" placeholder="请选择接收人" exclude={from.map((m) => m.user_id)} />
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {`「${names}」名下的${WHAT_MOVES}将全部转给接收人，并记入操作日志。`}
        </Typography.Paragraph>
      </Form>
    </FormModal>
  );
}
