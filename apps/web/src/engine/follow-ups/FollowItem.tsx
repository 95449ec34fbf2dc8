import { MSG } from '@suwork/domain';
import { FOLLOW_TYPE } from '@suwork/domain/entities';
import { App, Avatar, Button, Space, Tag } from 'antd';
import { useOptionalSession } from '../../components/auth/session-context.ts';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { FOLLOW_STATUS, followApi, type FollowRecord } from './follow-api.ts';
import { FollowAttachments } from './FollowAttachments.tsx';
import { FollowComments } from './FollowComments.tsx';
import styles from './follow.module.css';

type Props = {
  record: FollowRecord;
  /** the feed's cache key (replies are added to it) */
  feedKey: readonly unknown[];
  /** no 编辑 / 作废 and no 回复 */
  readOnly?: boolean;
  onEdit: () => void;
  /** after the follow-up was voided */
  onChanged: () => Promise<unknown>;
};

/** the method's current name as the feed sends it, or its declared name */
const typeLabel = (r: FollowRecord): string =>
  r.follow_type_name || (FOLLOW_TYPE[r.follow_type as keyof typeof FOLLOW_TYPE] ?? '其他');
/** 'YYYY-MM-DD HH:mm:ss' → 'HH:mm' (the day is the group heading). */
const clock = (t: string) => t.slice(11, 16);
const minutes = (t: string | null) => (t ? t.slice(0, 16) : '');

/** One follow-up: who, when, how, with whom, the record, attachments, next step, replies; 编辑 / 作废 for its author. */
export function FollowItem({ record: r, feedKey, readOnly = false, onEdit, onChanged }: Props) {
  const { modal, message } = App.useApp();
  const session = useOptionalSession();
  const voided = r.status === FOLLOW_STATUS.voided;
  const mine = session?.user.uid === r.user_id;
  // a refusal is shown by the HTTP client; the confirm closes
  const [, voidFollow] = useBusyAction(async () => {
    const res = await followApi.abolish(r.id);
    message.success(res.msg || MSG.ok);
    await onChanged();
  });

  const abolish = () =>
    modal.confirm({
      title: '提示',
      content: MSG.confirmVoidFollow,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: voidFollow,
    });

  return (
    <article
      className={`${styles.item} ${voided ? styles.voided : ''}`}
      aria-label={`${r.user_name ?? ''} ${r.follow_time}`}
    >
      <div className={styles.itemHead}>
        <Avatar size={28} src={r.user_avatar || undefined} className={styles.avatar}>
          {(r.user_name ?? '?').slice(0, 1)}
        </Avatar>
        <div className={styles.itemWho}>
          <div className={styles.itemName}>
            <strong>{r.user_name ?? '--'}</strong>
            <Tag color={voided ? 'default' : 'blue'} className={styles.typeTag}>
              {typeLabel(r)}
            </Tag>
            {voided && <Tag color="red">已作废</Tag>}
          </div>
          <div className={styles.itemMeta}>
            {clock(r.follow_time)} · 联系人：{r.contact_name || '--'}
          </div>
        </div>
        {mine && !voided && !readOnly && (
          <Space size={0} className={styles.itemActions}>
            <Button type="link" size="small" onClick={onEdit}>
              编辑
            </Button>
            <Button type="link" size="small" danger onClick={abolish}>
              作废
            </Button>
          </Space>
        )}
      </div>
      {/* sanitised on the server */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: r.content }} />
      <FollowAttachments documents={r.document_list} />
      {(r.next_follow_time || r.next_follow_content) && (
        <div className={styles.next}>
          <span className={styles.nextLabel}>下次跟进</span>
          {minutes(r.next_follow_time)}
          {r.next_follow_content ? `　${r.next_follow_content}` : ''}
        </div>
      )}
      <FollowComments record={r} feedKey={feedKey} readOnly={readOnly} />
    </article>
  );
}
