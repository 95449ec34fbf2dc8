import { PlusOutlined } from '@ant-design/icons';
import { DOC_GROUP_ROLE, DOC_GROUP_ROLE_LABELS, DOC_SPACE, MSG } from '@suwork/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { askConfirm } from '../../components/ask-confirm.ts';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { routePath } from '../../engine/route-paths.ts';
import { usePermission } from '../../components/auth/Auth.tsx';
import { DOC_KEY, docApi } from './doc-api.ts';
import { DocumentBrowser } from './DocumentBrowser.tsx';
import styles from './documents.module.css';
import { SpaceList } from './SpaceList.tsx';

/** 团队分组 in 共享空间: the member's groups, and the folder tree of the one open (query `group`). */
export function GroupSpaces() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message, modal } = App.useApp();
  const canAdd = usePermission()('cloudDocument_mySpace_add');
  const { data, isFetching } = useQuery({
    queryKey: [...DOC_KEY, 'groups'],
    queryFn: ({ signal }) => docApi.groupList({ signal }),
  });
  const groups = data?.data ?? [];
  const open = Number(search.get('group')) || 0;
  const current = groups.find((g) => g.id === open);
  const isManager = current?.role === DOC_GROUP_ROLE.manager;

  const [, del] = useBusyAction(async (id: number) => {
    const res = await docApi.delGroup(id);
    message.success(res.msg || MSG.ok);
    setSearch({ tab: 'group' });
    await queryClient.invalidateQueries({ queryKey: DOC_KEY });
  });
  const remove = async () => {
    if (
      current &&
      (await askConfirm(
        modal,
        `确定删除分组「${current.name}」吗？分组内的全部文件（含回收站中的）将被永久删除，无法恢复。`,
        { danger: true },
      ))
    )
      await del(current.id);
  };

  return (
    <div className={styles.spaces}>
      <Card
        size="small"
        title="我的分组"
        className={styles.spaceList}
        extra={
          canAdd && (
            <Button
              type="link"
              size="small"
              icon={<PlusOutlined />}
              onClick={() => void navigate(routePath('spacePageGroupAdd'))}
            >
              新建分组
            </Button>
          )
        }
      >
        <SpaceList
          label="分组"
          entries={groups.map((g) => ({
            id: g.id,
            name: g.name,
            note: <Typography.Text type="secondary">{g.member_count}人</Typography.Text>,
          }))}
          active={open}
          loading={isFetching}
          empty="暂无分组"
          onPick={(id) => setSearch({ tab: 'group', group: String(id) })}
        />
      </Card>
      {current ? (
        <div>
          <div className={styles.spaceHeader}>
            <Space>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {current.name}
              </Typography.Title>
              <Tag>{DOC_GROUP_ROLE_LABELS[current.role]}</Tag>
              {current.remark && <Typography.Text type="secondary">{current.remark}</Typography.Text>}
            </Space>
            {isManager && (
              <Space>
                <Button size="small" onClick={() => void navigate(routePath('spacePageGroupAdd', { id: current.id }))}>
                  编辑分组
                </Button>
                <Button size="small" danger onClick={() => void remove()}>
                  删除分组
                </Button>
              </Space>
            )}
          </div>
          <DocumentBrowser
            key={current.id}
            space_type={DOC_SPACE.group}
            space_id={current.id}
            rootTitle={current.name}
          />
        </div>
      ) : (
        <Empty
          className={styles.page}
          description={groups.length ? '请在左侧选择一个分组' : '暂无分组。新建分组后，组内成员可以一起管理文件。'}
        />
      )}
    </div>
  );
}
