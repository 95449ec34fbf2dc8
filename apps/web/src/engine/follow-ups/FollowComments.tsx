import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Envelope } from '@suwork/domain';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useOptionalSession } from '../../components/auth/session-context.ts';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { FOLLOW_STATUS, followApi, type FollowComment, type FollowFeedPage, type FollowRecord } from './follow-api.ts';
import styles from './follow.module.css';

/** readOnly: the replies without the reply box */
type Props = { record: FollowRecord; feedKey: readonly unknown[]; readOnly?: boolean };
type Feed = InfiniteData<Envelope<FollowFeedPage>, number>;

const REPLY_MAX = 1000;

/** Adds a reply to the record in every cached page of the feed. */
function withComment(feed: Feed | undefined, followId: number, comment: FollowComment): Feed | undefined {
  if (!feed) return feed;
  const pages = feed.pages.map((p) => ({
    ...p,
    data: Object.fromEntries(
      Object.entries(p.data ?? {}).map(([day, rs]) => [
        day,
        rs.map((r) => (r.id === followId ? { ...r, comment_list: [...r.comment_list, comment] } : r)),
      ]),
    ),
  }));
  return { ...feed, pages };
}

/** The replies of a follow-up and a reply box; a reply is sent only when it is not empty. */
export function FollowComments({ record, feedKey, readOnly = false }: Props) {
  const queryClient = useQueryClient();
  const session = useOptionalSession();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const voided = record.status === FOLLOW_STATUS.voided;

  // a refusal is shown by the HTTP client; the reply stays in the box
  const [sending, sendReply] = useBusyAction(async (content: string) => {
    const res = await followApi.addComment(record.id, content);
    // shown at once under the id the server gave it; the refetch brings its time
    const comment: FollowComment = {
      id: res.data.id,
      content,
      user_name: session?.user.name ?? '',
      user_avatar: session?.user.avatar ?? '',
      create_time: null,
    };
    queryClient.setQueriesData<Feed>({ queryKey: feedKey }, (feed) => withComment(feed, record.id, comment));
    void queryClient.invalidateQueries({ queryKey: feedKey });
    setText('');
    setOpen(false);
  });
  const send = async () => {
    const content = text.trim();
    if (!content || sending) return;
    await sendReply(content);
  };

  return (
    <div className={styles.comments}>
      {record.comment_list.length > 0 && (
        <ul className={styles.commentList} aria-label="回复">
          {record.comment_list.map((c) => (
            <li key={c.id}>
              <span className={styles.commentWho}>{c.user_name ?? '--'}：</span>
              <span className={styles.commentText}>{c.content}</span>
              <span className={styles.commentTime}>{c.create_time?.slice(0, 16)}</span>
            </li>
          ))}
        </ul>
      )}
      {!voided &&
        !readOnly &&
        (open ? (
          <Space.Compact className={styles.replyBox}>
            <Input
              autoFocus
              size="small"
              aria-label="回复内容"
              placeholder="请输入回复内容"
              maxLength={REPLY_MAX}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onPressEnter={() => void send()}
            />
            <Button
              size="small"
              type="primary"
              loading={sending}
              disabled={text.trim() === ''}
              onClick={() => void send()}
            >
              发送
            </Button>
          </Space.Compact>
        ) : (
          <Button type="link" size="small" className={styles.replyLink} onClick={() => setOpen(true)}>
            回复
          </Button>
        ))}
    </div>
  );
}
