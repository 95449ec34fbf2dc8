import { HomeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Button, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { DOC_KEY, docApi, type Crumb, type DocItem, type Place } from './doc-api.ts';
import { DocTable } from './DocTable.tsx';
import styles from './documents.module.css';

/** The most items the picker reads of a folder (its folders come first). */
const PICKER_LIMIT = 100;

type Props = {
  title: string;
  okText: string;
  space: Place;
  exclude: readonly number[];
  onOk: (parentId: number) => Promise<unknown>;
  onCancel: () => void;
};

/** 移动到 / 复制到: browse the folders of the space and pick the one open when 确定 is pressed. */
export function FolderPickerDialog({ title, okText, space, exclude, onOk, onCancel }: Props) {
  const [parent, setParent] = useState(0);
  const { data, isFetching } = useQuery({
    queryKey: [...DOC_KEY, 'folders', space.space_type, space.space_id, parent],
    queryFn: ({ signal }) =>
      docApi.list(
        { space_type: space.space_type, space_id: space.space_id, parent_id: parent, limit: PICKER_LIMIT },
        { signal },
      ),
  });
  const folders = (data?.data ?? []).filter((i: DocItem) => i.kind === 1 && !exclude.includes(i.id));
  const crumbs: Crumb[] = data?.breadcrumb ?? [];
  const [busy, submit] = useBusyAction(() => onOk(parent));
  const crumb = (id: number, title: ReactNode) => (
    <Button type="link" size="small" className={styles.crumbButton} onClick={() => setParent(id)}>
      {title}
    </Button>
  );
  return (
    <Modal
      open
      title={title}
      width={640}
      okText={okText}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          {
            title: crumb(
              0,
              <>
                <HomeOutlined /> 根目录
              </>,
            ),
          },
          ...crumbs.map((c) => ({ title: crumb(c.id, c.name) })),
        ]}
      />
      <DocTable items={folders} loading={isFetching} onOpen={(f) => setParent(f.id)} empty="没有子文件夹" />
    </Modal>
  );
}
