import { MoreOutlined } from '@ant-design/icons';
import { MSG } from '@suwork/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Dropdown, Modal, Space } from 'antd';
import { useState } from 'react';
import { useSession } from '../../components/auth/session-context.ts';
import { askConfirm } from '../../components/ask-confirm.ts';
import { PlainList, PlainListItem } from '../../components/PlainList.tsx';
import { openInNewTab } from '../../components/ExportButton.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { DOC_KEY, docApi, formatSize, useDocSettings, type DocItem } from './doc-api.ts';
import { NameDialog } from '../../components/NameDialog.tsx';
import { ShareDialog } from './ShareDialog.tsx';

type Props = { item: DocItem; canEdit: boolean; canShare?: boolean; onOpen: (item: DocItem) => void };

/** A row's actions: 打开, 下载 (unless 文档设置 hides it for the member), and under 更多 收藏, 重命名, 分享, 历史版本, 删除. */
export function ItemActions({ item, canEdit, canShare = false, onOpen }: Props) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const settings = useDocSettings();
  const [dialog, setDialog] = useState<'rename' | 'share' | 'versions'>();
  const mayDownload = item.kind === 2 && settings.data?.data.hide_download_user_id !== user.uid;
  const refresh = () => queryClient.invalidateQueries({ queryKey: DOC_KEY });
  const [, run] = useBusyAction(async (call: () => Promise<{ msg: string }>) => {
    message.success((await call()).msg || MSG.ok);
    await refresh();
  });
  const remove = async () => {
    if (await askConfirm(modal, `确定删除「${item.name}」吗？删除后可在回收站中恢复。`, { danger: true }))
      await run(() => docApi.del([item.id]));
  };
  const more = [
    { key: 'collect', label: item.collected ? '取消收藏' : '收藏' },
    ...(canEdit ? [{ key: 'rename', label: '重命名' }] : []),
    ...(canShare ? [{ key: 'share', label: '分享' }] : []),
    ...(item.kind === 2 && item.version > 1 ? [{ key: 'versions', label: '历史版本' }] : []),
    ...(canEdit ? [{ key: 'del', label: '删除', danger: true }] : []),
  ];
  const onMore = (key: string) => {
    if (key === 'collect') void run(() => docApi.collect(item.id, !item.collected));
    else if (key === 'del') void remove();
    else setDialog(key as 'rename' | 'share' | 'versions');
  };
  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={() => onOpen(item)}>
        打开
      </Button>
      {mayDownload && (
        <Button type="link" size="small" onClick={() => openInNewTab(item.url)}>
          下载
        </Button>
      )}
      <Dropdown trigger={['click']} menu={{ items: more, onClick: ({ key }) => onMore(key) }}>
        <Button type="link" size="small" aria-label={`更多操作 ${item.name}`} icon={<MoreOutlined />} />
      </Dropdown>
      {dialog === 'rename' && (
        <NameDialog
          title="重命名"
          label="名称"
          initial={item.name}
          onOk={async (name) => {
            await run(() => docApi.rename(item.id, name));
            setDialog(undefined);
          }}
          onCancel={() => setDialog(undefined)}
        />
      )}
      {dialog === 'share' && <ShareDialog item={item} onClose={() => setDialog(undefined)} />}
      {dialog === 'versions' && <VersionsDialog item={item} onClose={() => setDialog(undefined)} />}
    </Space>
  );
}

function VersionsDialog({ item, onClose }: { item: DocItem; onClose: () => void }) {
  const { data, isFetching } = useQuery({
    queryKey: [...DOC_KEY, 'versions', item.id],
    queryFn: ({ signal }) => docApi.versions(item.id, { signal }),
  });
  return (
    <Modal open title={`「${item.name}」的历史版本`} footer={null} onCancel={onClose} destroyOnHidden>
      <PlainList
        size="small"
        loading={isFetching}
        header={`当前版本：第 ${item.version} 版，${formatSize(item.size)}，${item.update_user_name} 于 ${item.update_time}`}
        empty={MSG.empty}
        items={data?.data ?? []}
        rowKey={(v) => v.version}
        renderItem={(v) => (
          <PlainListItem
            actions={[
              <a key="dl" href={v.url} target="_blank" rel="noreferrer">
                下载
              </a>,
            ]}
          >
            第 {v.version} 版，{formatSize(v.size)}，{v.user_name} 于 {v.create_time}
          </PlainListItem>
        )}
      />
    </Modal>
  );
}
