import { DownOutlined, HomeOutlined } from '@ant-design/icons';
import { MSG } from '@suwork/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Breadcrumb, Button, Dropdown, Input, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { askConfirm } from '../../components/ask-confirm.ts';
import { ListPager } from '../../components/ListPager.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { usePagedList } from '../../components/use-paged-list.ts';
import { routePath } from '../../engine/route-paths.ts';
import { DOC_KEY, docApi, type DocItem, type Place } from './doc-api.ts';
import { DocTable } from './DocTable.tsx';
import styles from './documents.module.css';
import { FolderPickerDialog } from './FolderPickerDialog.tsx';
import { ItemActions } from './ItemActions.tsx';
import { NameDialog } from '../../components/NameDialog.tsx';
import { useDocUpload } from './use-doc-upload.tsx';
import { useOpenItem } from './use-open-item.tsx';

const FOLDER_QUERY = 'folder';
/** Items a page of a folder shows unless the member picks another size. */
const FOLDER_PAGE_SIZE = 100;

type Props = { space_type: number; space_id?: number; rootTitle: string; extra?: ReactNode };

/**
 * A space's folders and files (我的空间, a project's space, a 分组, or a folder shared with the member): the folder open
 * is kept in the query `folder`; 新建, 上传 (files or a whole folder), search in the folder, batch 移动 / 复制 / 删除.
 */
export function DocumentBrowser({ space_type, space_id, rootTitle, extra }: Props) {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const parent = Number(search.get(FOLDER_QUERY) ?? 0) || 0;
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<'folder' | 'doc' | 'move' | 'copy'>();
  const place: Place = { space_type, space_id, parent_id: parent };
  const {
    filters,
    go,
    list,
    rows: items,
    pager,
  } = usePagedList({
    queryKey: [...DOC_KEY, 'list', space_type, space_id ?? 0, parent],
    filters: ['keyword'],
    defaultLimit: FOLDER_PAGE_SIZE,
    load: (q, signal) => docApi.list({ ...place, ...q }, { signal }),
  });
  // the page of a folder carries its breadcrumb and can_edit beside the rows
  const data = list.data as Awaited<ReturnType<typeof docApi.list>> | undefined;
  const canEdit = data?.can_edit ?? false;
  // the folder is one query parameter among the page's own (the project or 分组 open); another folder starts at its first page
  const folderHref = (id: number) => {
    const next = new URLSearchParams(search);
    if (id > 0) next.set(FOLDER_QUERY, String(id));
    else next.delete(FOLDER_QUERY);
    next.delete('page');
    return next;
  };
  const goTo = (id: number) => {
    setSelected([]);
    setSearch(folderHref(id));
  };
  const crumb = (id: number, title: ReactNode) => (
    <a
      href={`?${folderHref(id).toString()}`}
      onClick={(e) => {
        e.preventDefault();
        goTo(id);
      }}
    >
      {title}
    </a>
  );
  const { open, node: previewNode } = useOpenItem((f) => goTo(f.id));
  const upload = useDocUpload(place);
  const refresh = () => queryClient.invalidateQueries({ queryKey: DOC_KEY });
  const done = async (res: { msg: string }) => {
    message.success(res.msg || MSG.ok);
    setDialog(undefined);
    setSelected([]);
    await refresh();
  };
  const [, remove] = useBusyAction(async (ids: number[]) => done(await docApi.del(ids)));
  const removeSelected = async () => {
    if (await askConfirm(modal, `确定删除选中的 ${selected.length} 项吗？删除后可在回收站中恢复。`, { danger: true }))
      await remove(selected);
  };

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Space wrap>
          {canEdit && (
            <>
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    { key: 'folder', label: '文件夹' },
                    { key: 'doc', label: '在线文档' },
                  ],
                  onClick: ({ key }) => setDialog(key as 'folder' | 'doc'),
                }}
              >
                <Button type="primary">
                  新建 <DownOutlined />
                </Button>
              </Dropdown>
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    { key: 'files', label: '上传文件' },
                    { key: 'folder', label: '上传文件夹' },
                  ],
                  onClick: ({ key }) => (key === 'files' ? upload.pickFiles() : upload.pickFolder()),
                }}
              >
                <Button>
                  上传 <DownOutlined />
                </Button>
              </Dropdown>
            </>
          )}
          {selected.length > 0 && (
            <>
              {canEdit && <Button onClick={() => setDialog('move')}>移动</Button>}
              <Button onClick={() => setDialog('copy')}>复制</Button>
              {canEdit && (
                <Button danger onClick={() => void removeSelected()}>
                  删除
                </Button>
              )}
              <span>已选 {selected.length} 项</span>
            </>
          )}
        </Space>
        <Space wrap>
          {extra}
          <Input.Search
            key={filters.keyword ?? ''}
            allowClear
            defaultValue={filters.keyword}
            placeholder="搜索当前文件夹"
            aria-label="搜索当前文件夹"
            onSearch={(v) => go({ keyword: v.trim() })}
            style={{ width: 220, maxWidth: '100%' }}
          />
        </Space>
      </div>
      <Breadcrumb
        className={styles.crumbs}
        items={[
          {
            title: crumb(
              0,
              <>
                <HomeOutlined /> {rootTitle}
              </>,
            ),
          },
          ...(data?.breadcrumb ?? []).map((c, i, all) => ({
            title: i === all.length - 1 ? c.name : crumb(c.id, c.name),
          })),
        ]}
      />
      <DocTable
        items={items}
        loading={list.isFetching}
        onOpen={open}
        selected={selected}
        onSelect={setSelected}
        actions={(item) => (
          <ItemActions
            item={item}
            canEdit={canEdit}
            canShare={space_type === 1 && !space_id && canEdit}
            onOpen={open}
          />
        )}
      />
      <ListPager {...pager} className={styles.pager} />
      {dialog === 'folder' && (
        <NameDialog
          title="新建文件夹"
          label="文件夹名称"
          onOk={async (name) => done(await docApi.createFolder(place, name))}
          onCancel={() => setDialog(undefined)}
        />
      )}
      {dialog === 'doc' && (
        <NameDialog
          title="新建在线文档"
          label="文档标题"
          initial="无标题文档"
          onOk={async (name) => {
            const res = await docApi.addDoc(place, name);
            await refresh();
            void navigate(routePath('onlineDocEdit', { id: res.data.id }));
          }}
          onCancel={() => setDialog(undefined)}
        />
      )}
      {(dialog === 'move' || dialog === 'copy') && items[0] && (
        <FolderPickerDialog
          title={dialog === 'move' ? '移动到' : '复制到'}
          okText={dialog === 'move' ? '移动到此处' : '复制到此处'}
          space={{ space_type: items[0].space_type, space_id: items[0].space_id, parent_id: 0 }}
          exclude={selected}
          onOk={async (target) =>
            done(dialog === 'move' ? await docApi.move(selected, target) : await docApi.copy(selected, target))
          }
          onCancel={() => setDialog(undefined)}
        />
      )}
      {upload.node}
      {previewNode}
    </div>
  );
}

export type { DocItem };
