import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { NoticeDialog } from '../../../app/layout/NoticeDialog.tsx';
import { useSession } from '../../../components/auth/session-context.ts';
import { usePhone } from '../../../components/use-viewport.ts';
import { greetingOf, longDateOf } from './greeting.ts';
import { homeApi, TODO_LIST_KEY } from '../../../api/home-api.ts';
import styles from './home.module.css';
import { IdleTodoCard } from './IdleTodoCard.tsx';
import { QuickApply } from './QuickApply.tsx';
import { TodoCard } from './TodoCard.tsx';
import { companyNow } from '../../../lib/dates.ts';

const SKELETON_CARDS = 4;

/**
 * 工作台: a greeting, the to-do sections every module sends (rendered alike, in the server's order) and quick
 * links to the application forms. A notice item opens the notice here (?notice_id=). On a phone the sections with
 * something waiting come first and the empty ones share one card of lines.
 */
export function HomePage({ now = () => companyNow().toDate() }: { now?: () => Date }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const todo = useQuery({
    queryKey: TODO_LIST_KEY,
    queryFn: ({ signal }) => homeApi.todoList({ signal }).then((r) => r.data),
  });
  const noticeId = Number(params.get('notice_id')) || undefined;
  const phone = usePhone();
  const sections = todo.data ?? [];
  const cards = phone ? sections.filter((s) => s.items.length > 0) : sections;
  const idle = phone ? sections.filter((s) => s.items.length === 0) : [];
  const today = now();

  return (
    <div className={styles.home}>
      <Card size="small" className={styles.hello}>
        <div className={styles.greeting}>
          {greetingOf(today)}，{user.name}
        </div>
        <div className={styles.date}>{longDateOf(today)}</div>
      </Card>
      <div className={styles.grid} aria-busy={todo.isPending}>
        {todo.isPending
          ? Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <Card key={i} size="small" className={styles.card} data-testid="todo-skeleton">
                <Skeleton active paragraph={{ rows: 4 }} />
              </Card>
            ))
          : cards.map((s) => <TodoCard key={s.key} section={s} />)}
        {idle.length > 0 && <IdleTodoCard sections={idle} alone={cards.length === 0} />}
      </div>
      <QuickApply />
      <NoticeDialog
        id={noticeId}
        onClose={() => {
          setParams(
            (p) => {
              p.delete('notice_id');
              return p;
            },
            { replace: true },
          );
          // a notice read here leaves the 公告 section
          void queryClient.invalidateQueries({ queryKey: TODO_LIST_KEY });
        }}
      />
    </div>
  );
}
