import { MSG } from '@suwork/domain';
import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Space, Spin, Tag as AntTag, Tooltip } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../components/auth/Auth.tsx';
import { askConfirm } from '../../components/ask-confirm.ts';
import { useSubmissionKey } from '../../components/use-submission-key.ts';
import { TAGS_KEY, useTagGroups, type Tag, type TagGroup } from '../../engine/choices/choices-api.ts';
import { moved, TAG_NODE, tagApi } from './system-api.ts';
import { TagFormDialog, type TagValues } from './TagFormDialog.tsx';
import { TagGroupDialog, type TagGroupValues } from './TagGroupDialog.tsx';
import styles from './system-styles.ts';
import { useWrite } from './use-write.ts';
import { tagStyle } from '../../engine/choices/TagChips.tsx';

type Dialog = { kind: 'group'; group?: TagGroup } | { kind: 'tag'; groupId: number; tag?: Tag };

/**
 * 标签管理: tag groups as cards (name, colour, order), each with its tags as chips. Deleting a tag, or a group with
 * its tags, also takes them off the customers, clues and contacts holding them, after a confirmation.
 */
export function TagListPage() {
  const can = usePermission();
  const { modal } = App.useApp();
  const write = useWrite(TAGS_KEY);
  const list = useTagGroups();
  const groups = list.data ?? [];
  const [dialog, setDialog] = useState<Dialog>();
  // one key per opened dialog: a second click on 保存 makes no second group or tag
  const submission = useSubmissionKey(dialog);

  const saveGroup = (v: TagGroupValues) =>
    dialog?.kind === 'group' && dialog.group
      ? write(() => tagApi.updateGroup({ group_id: dialog.group!.group_id, ...v }))
      : write(() => submission.send((key) => tagApi.addGroup(v, key)));
  const saveTag = (v: TagValues) => {
    if (dialog?.kind !== 'tag') return Promise.resolve(false);
    return dialog.tag
      ? write(() => tagApi.update({ tag_id: dialog.tag!.tag_id, ...v }))
      : write(() => submission.send((key) => tagApi.add({ group_id: dialog.groupId, tag_name: v.tag_name }, key)));
  };
  const moveGroup = (i: number, step: -1 | 1) =>
    write(() => tagApi.sortGroup(moved(groups, i, step).map((g) => g.group_id)));
  const removeGroup = async (g: TagGroup) => {
    const content = `${MSG.confirmDelete}（标签组「${g.group_name}」及其${g.tags.length}个标签，使用这些标签的记录将移除它们）`;
    if (await askConfirm(modal, content, { danger: true })) await write(() => tagApi.delGroup(g.group_id));
  };
  const removeTag = async (t: Tag) => {
    if (
      await askConfirm(modal, `${MSG.confirmDelete}（标签「${t.tag_name}」，使用它的记录将移除该标签）`, {
        danger: true,
      })
    )
      await write(() => tagApi.del(t.tag_id));
  };

  const groupActions = (g: TagGroup, i: number) => (
    <Space size={0}>
      {can(TAG_NODE.edit) && (
        <>
          <Tooltip title="上移">
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={`上移 ${g.group_name}`}
              disabled={i === 0}
              onClick={() => void moveGroup(i, -1)}
            />
          </Tooltip>
          <Tooltip title="下移">
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={`下移 ${g.group_name}`}
              disabled={i === groups.length - 1}
              onClick={() => void moveGroup(i, 1)}
            />
          </Tooltip>
          <Button
            type="link"
            size="small"
            aria-label={`编辑 ${g.group_name}`}
            onClick={() => setDialog({ kind: 'group', group: g })}
          >
            编辑
          </Button>
        </>
      )}
      {can(TAG_NODE.del) && (
        <Button type="link" size="small" danger aria-label={`删除 ${g.group_name}`} onClick={() => void removeGroup(g)}>
          删除
        </Button>
      )}
    </Space>
  );

  return (
    <section className={styles.panel} aria-label="标签管理">
      <div className={styles.panelHead}>
        <h3 className={styles.panelTitle}>标签管理</h3>
        {can(TAG_NODE.add) && (
          <Button type="primary" onClick={() => setDialog({ kind: 'group' })}>
            新建标签组
          </Button>
        )}
      </div>
      <p className={styles.hint}>
        标签可用于客户、线索和联系人，在表单中选择，在列表中筛选。标签按所属标签组的颜色显示。
      </p>
      {list.isLoading ? (
        <Spin />
      ) : groups.length === 0 ? (
        <Empty description={MSG.empty} />
      ) : (
        <div className={styles.tagGroups}>
          {groups.map((g, i) => (
            <Card
              key={g.group_id}
              size="small"
              aria-label={`标签组 ${g.group_name}`}
              title={
                <span>
                  <span className={styles.swatch} style={g.color ? { background: g.color } : undefined} />
                  {g.group_name}
                </span>
              }
              extra={groupActions(g, i)}
            >
              <div className={styles.tagList}>
                {g.tags.map((t) => (
                  <AntTag
                    key={t.tag_id}
                    color={g.color || undefined}
                    style={tagStyle(g.color || undefined)}
                    closable={can(TAG_NODE.del)}
                    onClose={(e) => {
                      e.preventDefault();
                      void removeTag(t);
                    }}
                  >
                    {t.tag_name}
                    {can(TAG_NODE.edit) && (
                      <EditOutlined
                        aria-label={`编辑标签 ${t.tag_name}`}
                        style={{ marginInlineStart: 4, cursor: 'pointer' }}
                        onClick={() => setDialog({ kind: 'tag', groupId: g.group_id, tag: t })}
                      />
                    )}
                  </AntTag>
                ))}
                {g.tags.length === 0 && <span className={styles.hint}>暂无标签</span>}
                {can(TAG_NODE.add) && (
                  <AntTag
                    style={{ borderStyle: 'dashed', cursor: 'pointer', background: 'transparent' }}
                    onClick={() => setDialog({ kind: 'tag', groupId: g.group_id })}
                  >
                    <PlusOutlined /> 新建标签
                  </AntTag>
                )}
              </div>
            </Card>
          ))}
        </div>
      )}
      {dialog?.kind === 'group' && (
        <TagGroupDialog group={dialog.group} onSave={saveGroup} onClose={() => setDialog(undefined)} />
      )}
      {dialog?.kind === 'tag' && (
        <TagFormDialog
          groups={groups}
          groupId={dialog.groupId}
          tag={dialog.tag}
          onSave={saveTag}
          onClose={() => setDialog(undefined)}
        />
      )}
    </section>
  );
}
