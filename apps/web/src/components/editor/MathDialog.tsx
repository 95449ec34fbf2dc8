import { Form, Input } from 'antd';
import { useEffect, useRef } from 'react';
import { FormModal } from '../FormDialog.tsx';
import { renderLatex } from './render-latex.ts';
import styles from './RichTextEditor.module.css';

type Props = { open: boolean; onOk: (latex: string) => void; onCancel: () => void };

/** 插入公式: asks for LaTeX and shows it drawn with KaTeX (or 公式有误) while typing. */
export function MathDialog({ open, onOk, onCancel }: Props) {
  const [form] = Form.useForm<{ latex: string }>();
  const latex = Form.useWatch('latex', form) ?? '';
  return (
    <FormModal
      form={form}
      onClose={onCancel}
      title="插入公式"
      open={open}
      okText="确定"
      cancelText="取消"
      onOk={() =>
        void form.validateFields().then(
          (v) => onOk(v.latex.trim()),
          () => {},
        )
      }
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="latex"
          label="LaTeX 公式"
          rules={[{ required: true, whitespace: true, message: '请输入公式' }]}
        >
          <Input.TextArea autoFocus rows={3} placeholder="例如 E = mc^2" aria-label="LaTeX 公式" />
        </Form.Item>
      </Form>
      {latex.trim() && <MathPreview latex={latex.trim()} />}
    </FormModal>
  );
}

function MathPreview({ latex }: { latex: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el) void renderLatex(latex, el, true).then((ok) => el.classList.toggle(styles.mathError, !ok));
  }, [latex]);
  return <div ref={box} aria-label="公式预览" />;
}
