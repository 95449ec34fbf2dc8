import { DOC_MSG, DOC_NAME_MAX } from '@suwork/domain';
import { Form, Input } from 'antd';
import { FormModal } from './FormDialog.tsx';
import { useBusyAction } from './use-busy-action.ts';

const BAD_NAME = /[/\\:*?"<>|]/;

type Props = {
  title: string;
  label: string;
  initial?: string;
  onOk: (name: string) => Promise<unknown>;
  onCancel: () => void;
  /** other rules than a document name's (a 知识分类 is shorter and may hold any character) */
  rules?: { max: number; required: string; tooLong: string; anyCharacter?: boolean };
};

const DOC_NAME_RULES = { max: DOC_NAME_MAX, required: DOC_MSG.nameRequired, tooLong: DOC_MSG.nameTooLong };

/** Asks for a name (新建文件夹, 重命名, 新建在线文档, 知识分类) with the server's rules checked as it is typed. */
export function NameDialog({ title, label, initial = '', onOk, onCancel, rules = DOC_NAME_RULES }: Props) {
  const [form] = Form.useForm<{ name: string }>();
  // a refusal is shown by the HTTP client; the dialog stays open
  const [busy, save] = useBusyAction(onOk);
  const submit = async () => {
    let name: string;
    try {
      ({ name } = await form.validateFields());
    } catch {
      return; // the form shows what is wrong
    }
    await save(name.trim());
  };
  return (
    <FormModal
      form={form}
      onClose={onCancel}
      title={title}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
    >
      <Form form={form} layout="vertical" initialValues={{ name: initial }} onFinish={() => void submit()}>
        <Form.Item
          name="name"
          label={label}
          rules={[
            { required: true, whitespace: true, message: rules.required },
            { max: rules.max, message: rules.tooLong },
            {
              validator: (_, v: string) =>
                v && !rules.anyCharacter && BAD_NAME.test(v)
                  ? Promise.reject(new Error(DOC_MSG.badName))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input autoFocus maxLength={rules.max} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
