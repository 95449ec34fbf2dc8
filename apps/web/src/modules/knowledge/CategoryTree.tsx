import { DeleteOutlined, DragOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { KNOW_CATEGORY_NAME_MAX, KNOW_MSG, MSG } from '@suwork/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Tooltip, Tree, type TreeDataNode } from 'antd';
import { useState, type MouseEvent } from 'react';
import { askConfirm } from '../../components/ask-confirm.ts';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { NameDialog } from '../../components/NameDialog.tsx';
import { KNOW_KEY, knowApi, type KnowCategory } from './knowledge-api.ts';
import { MoveCategoryDialog } from './MoveCategoryDialog.tsx';
import styles from './knowledge.module.css';

const NAME_RULES = {
  max: KNOW_CATEGORY_NAME_MAX,
  required: KNOW_MSG.categoryNameRequired,
  tooLong: KNOW_MSG.categoryNameTooLong,
  anyCharacter: true,
};

type Dialog = { kind: 'add'; parent: KnowCategory | undefined } | { kind: 'rename' | 'move'; category: KnowCategory };
type Props = { tree: readonly KnowCategory[]; selected: number; onSelect: (id: number) => void; editable: boolean };

/** 知识分类 on the left of 知识库: 全部 and the tree; holders of the edit node add, rename, move and delete (after a confirmation). */
export function CategoryTree({ tree, selected, onSelect, editable }: Props) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>();
  const done = async (msg: string) => {
    message.success(msg || MSG.ok);
    setDialog(undefined);
    await queryClient.invalidateQueries({ queryKey: KNOW_KEY });
  };
  // a refusal (e.g. the category still holds articles) is shown by the HTTP client
  const [, del] = useBusyAction(async (c: KnowCategory) => {
    await done((await knowApi.delCategory(c.id)).msg);
    if (selected === c.id) onSelect(0);
  });
  const remove = async (c: KnowCategory) => {
    if (await askConfirm(modal, `确定删除分类「${c.name}」吗？`, { danger: true })) await del(c);
  };
  const act = (e: MouseEvent, fn: () => void) => {
    e.stopPropagation();
    fn();
  };
  const toNodes = (list: readonly KnowCategory[]): TreeDataNode[] =>
    list.map((c) => ({
      key: c.id,
      title: (
        <span className={styles.node}>
          {c.name}
          <span className={styles.count}>({c.article_count})</span>
          {editable && (
            <span className={styles.nodeActions}>
              <Tooltip title="新建子分类">
                <Button
                  type="text"
                  size="small"
                  aria-label={`在「${c.name}」下新建子分类`}
                  icon={<PlusOutlined />}
                  onClick={(e) => act(e, () => setDialog({ kind: 'add', parent: c }))}
                />
              </Tooltip>
              <Tooltip title="重命名">
                <Button
                  type="text"
                  size="small"
                  aria-label={`重命名「${c.name}」`}
                  icon={<EditOutlined />}
                  onClick={(e) => act(e, () => setDialog({ kind: 'rename', category: c }))}
                />
              </Tooltip>
              <Tooltip title="移动">
                <Button
                  type="text"
                  size="small"
                  aria-label={`移动「${c.name}」`}
                  icon={<DragOutlined />}
                  onClick={(e) => act(e, () => setDialog({ kind: 'move', category: c }))}
                />
              </Tooltip>
              <Tooltip title="删除">
                <Button
                  type="text"
                  size="small"
                  danger
                  aria-label={`删除「${c.name}」`}
                  icon={<DeleteOutlined />}
                  onClick={(e) => act(e, () => void remove(c))}
                />
              </Tooltip>
            </span>
          )}
        </span>
      ),
      children: toNodes(c.children),
    }));
  const treeData: TreeDataNode[] = [{ key: 0, title: '全部', children: toNodes(tree) }];
  return (
    <Card
      size="small"
      title="知识分类"
      extra={
        editable && (
          <Button
            type="link"
            size="small"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ kind: 'add', parent: undefined })}
          >
            新建分类
          </Button>
        )
      }
    >
      {tree.length === 0 && !editable ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无分类" />
      ) : (
        <Tree
          blockNode
          defaultExpandAll
          treeData={treeData}
          selectedKeys={[selected]}
          onSelect={(keys) => keys.length > 0 && onSelect(Number(keys[0]))}
        />
      )}
      {dialog?.kind === 'add' && (
        <NameDialog
          title={dialog.parent ? `在「${dialog.parent.name}」下新建分类` : '新建分类'}
          label="分类名称"
          rules={NAME_RULES}
          onCancel={() => setDialog(undefined)}
          onOk={async (name) => done((await knowApi.addCategory(name, dialog.parent?.id ?? 0)).msg)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title="重命名分类"
          label="分类名称"
          initial={dialog.category.name}
          rules={NAME_RULES}
          onCancel={() => setDialog(undefined)}
          onOk={async (name) => done((await knowApi.renameCategory(dialog.category.id, name)).msg)}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveCategoryDialog
          category={dialog.category}
          tree={tree}
          onCancel={() => setDialog(undefined)}
          onOk={async (parentId) => done((await knowApi.moveCategory(dialog.category.id, parentId)).msg)}
        />
      )}
    </Card>
  );
}
