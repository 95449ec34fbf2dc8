import { KNOW_MSG, KNOW_SUMMARY_MAX, KNOW_TITLE_MAX, MSG } from '@suwork/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Space, Switch, TreeSelect, type FormInstance } from 'antd';
import { useState } from 'react';
import { FormCancelButton, FormDrawer } from '../../components/FormDialog.tsx';
import { FileIdsUploader } from '../../components/upload/FileIdsUploader.tsx';
import { PageSpin } from '../../components/PageSpin.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { LazyRichTextEditor } from '../../engine/form/LazyRichTextEditor.tsx';
import { KNOW_KEY, knowApi, type KnowArticleInfo, type KnowArticleInput, type KnowCategory } from './knowledge-api.ts';

type TreeOption = { value: number; title: string; children: TreeOption[] };
const optionsOf = (list: readonly KnowCategory[]): TreeOption[] =>
  list.map((c) => ({ value: c.id, title: c.name, children: optionsOf(c.children) }));

/** Nothing but markup and blanks: the editor's empty paragraph counts as no content. */
const isBlank = (html: string | undefined) =>
  !html || (html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' && !/<(img|table|hr)\b/i.test(html));

type Props = {
  /** the article to edit; none: 新建文章 */
  id?: number;
  tree: readonly KnowCategory[];
  /** the category chosen on the left, for a new article */
  categoryId?: number;
  onClose: () => void;
};

/** 新建文章 / 编辑文章 in a drawer; a refusal by the server leaves the drawer open with everything typed. */
export function ArticleDrawer({ id, tree, categoryId, onClose }: Props) {
  const { data, isPending } = useQuery({
    queryKey: [...KNOW_KEY, 'edit', id],
    queryFn: ({ signal }) => knowApi.info(id!, true, { signal }),
    enabled: id !== undefined,
    gcTime: 0,
  });
  const loading = id !== undefined && (isPending || !data);
  const [form] = Form.useForm<KnowArticleInput>();
  return (
    <FormDrawer
      form={form}
      onClose={onClose}
      title={id ? '编辑文章' : '新建文章'}
      size={860}
      mask={{ closable: false }}
    >
      {loading ? (
        <PageSpin />
      ) : (
        <ArticleForm form={form} article={data?.data} tree={tree} categoryId={categoryId} onClose={onClose} />
      )}
    </FormDrawer>
  );
}

type FormProps = {
  form: FormInstance<KnowArticleInput>;
  article?: KnowArticleInfo;
  tree: readonly KnowCategory[];
  categoryId?: number;
  onClose: () => void;
};

function ArticleForm({ form, article, tree, categoryId, onClose }: FormProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const initial: Partial<KnowArticleInput> = article
    ? {
        title: article.title,
        category_id: article.category_id,
        summary: article.summary,
        content: article.content,
        attachments: article.attachments,
        is_top: article.is_top,
      }
    : { category_id: categoryId || undefined, summary: '', content: '', attachments: [], is_top: false };
  // a refusal is shown by the HTTP client; the form keeps what was typed
  const [busy, save] = useBusyAction(async (v: KnowArticleInput) => {
    const body = { ...v, summary: v.summary ?? '', attachments: v.attachments ?? [], is_top: Boolean(v.is_top) };
    const res = article ? await knowApi.update(article.id, body) : await knowApi.add(body);
    message.success(res.msg || MSG.ok);
    await queryClient.invalidateQueries({ queryKey: KNOW_KEY });
    onClose();
  });
  return (
    <Form<KnowArticleInput>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(v) => void save(v)}
      // Ctrl+Enter (⌘+Enter) saves from anywhere in the form, the editor included
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !busy && !uploading) {
          e.preventDefault();
          form.submit();
        }
      }}
    >
      <Form.Item
        name="title"
        label="标题"
        rules={[
          { required: true, whitespace: true, message: KNOW_MSG.titleRequired },
          { max: KNOW_TITLE_MAX, message: KNOW_MSG.titleTooLong },
        ]}
      >
        <Input autoFocus maxLength={KNOW_TITLE_MAX} showCount />
      </Form.Item>
      <Form.Item name="category_id" label="分类" rules={[{ required: true, message: KNOW_MSG.categoryRequired }]}>
        <TreeSelect
          treeData={optionsOf(tree)}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          placeholder="请选择分类"
          notFoundContent="暂无分类，请先新建分类"
        />
      </Form.Item>
      <Form.Item name="summary" label="摘要" rules={[{ max: KNOW_SUMMARY_MAX, message: KNOW_MSG.summaryTooLong }]}>
        <Input.TextArea rows={2} maxLength={KNOW_SUMMARY_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="content"
        label="内容"
        rules={[
          {
            validator: (_, v: string) =>
              isBlank(v) ? Promise.reject(new Error(KNOW_MSG.contentRequired)) : Promise.resolve(),
          },
        ]}
        required
      >
        <LazyRichTextEditor ariaLabel="文章内容" imageUpload placeholder="请输入文章内容" />
      </Form.Item>
      <Form.Item name="attachments" label="附件">
        <FileIdsUploader files={article?.attachments_files ?? []} onBusyChange={setUploading} />
      </Form.Item>
      <Form.Item name="is_top" label="置顶" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} disabled={uploading} title="Ctrl+Enter">
          保存
        </Button>
        <FormCancelButton />
      </Space>
    </Form>
  );
}
