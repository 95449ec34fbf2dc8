import { MSG, TASK_MSG } from '@suwork/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Descriptions, Empty, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePermission } from '../../../components/auth/Auth.tsx';
import { askConfirm } from '../../../components/ask-confirm.ts';
import { OperationLog } from '../../../components/OperationLog.tsx';
import { PageSpin } from '../../../components/PageSpin.tsx';
import { OverflowTabs } from '../../../components/tabs/OverflowTabs.tsx';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import { AttachmentList } from '../../../engine/detail/AttachmentList.tsx';
import { RichTextView } from '../../../engine/detail/RichTextView.tsx';
import { RecordMissing } from '../../../engine/RecordMissing.tsx';
import { TaskFormDrawer } from './TaskFormDrawer.tsx';
import { TASK_KEY, TASK_NODE, taskApi, type TaskInfo } from './task-api.ts';
import { PRIORITY_COLOR, STATUS_OPTIONS } from './task-choices.ts';
import styles from './tasks.module.css';
import { routePath } from '../../../engine/route-paths.ts';

/** 任务详情: the task, its subtasks (add, check), comments and activity log. */
export function TaskInfoPage() {
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const { data, isPending, error } = useQuery({
    queryKey: [...TASK_KEY, 'info', id],
    queryFn: ({ signal }) => taskApi.info(id, { signal }),
    enabled: id > 0,
  });
  if (id <= 0 || error) return <RecordMissing error={error} listRoute="task" />;
  if (isPending || !data) return <PageSpin />;
  return <TaskDetail task={data.data} />;
}

function TaskDetail({ task }: { task: TaskInfo }) {
  const { message, modal } = App.useApp();
  const can = usePermission();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [subtask, setSubtask] = useState('');
  const [comment, setComment] = useState('');
  const editable = task.can_edit && can(TASK_NODE.edit);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TASK_KEY });
  /** One change to the task; the page reloads it whether or not the change went through. */
  const [, run] = useBusyAction(async (call: () => Promise<{ msg?: string }>, after?: () => void) => {
    try {
      const res = await call();
      message.success(res.msg || MSG.ok);
      after?.();
    } finally {
      await refresh();
    }
  });
  const [, remove] = useBusyAction(async () => {
    if (!(await askConfirm(modal, MSG.confirmDelete, { danger: true }))) return;
    await taskApi.del(task.id);
    message.success(MSG.ok);
    await refresh();
    void navigate(routePath('task'));
  });
  return (
    <div>
      <Card
        title={
          <Space>
            {task.title}
            <Tag color={PRIORITY_COLOR[task.priority]}>{task.priority_name}</Tag>
            {task.overdue && <Tag color="red">{TASK_MSG.overdue}</Tag>}
          </Space>
        }
        extra={
          <Space>
            <Select
              aria-label="任务状态"
              style={{ width: 110 }}
              value={task.status}
              options={STATUS_OPTIONS}
              disabled={!editable}
              onChange={(s: number) => void run(() => taskApi.setStatus(task.id, s))}
            />
            {editable && <Button onClick={() => setEditing(true)}>编辑</Button>}
            {task.can_delete && can(TASK_NODE.del) && (
              <Button danger onClick={() => void remove()}>
                删除
              </Button>
            )}
          </Space>
        }
        className={styles.section}
      >
        <Descriptions
          column={3}
          size="small"
          items={[
            { key: 'assignee', label: '负责人', children: task.assignee_name },
            { key: 'participants', label: '参与人', children: task.participant_names.join('、') || '-' },
            { key: 'creator', label: '创建人', children: task.create_user_name },
            { key: 'start', label: '开始时间', children: task.start_time.slice(0, 16) || '-' },
            { key: 'due', label: '截止时间', children: task.due_time.slice(0, 16) || '-' },
            { key: 'created', label: '创建时间', children: task.create_time },
          ]}
        />
        <div className={styles.description}>
          {task.description ? <RichTextView html={task.description} /> : <p>暂无描述</p>}
        </div>
        {task.attachments_files.length > 0 && (
          <div>
            <h4>附件</h4>
            <AttachmentList files={task.attachments_files} />
          </div>
        )}
      </Card>
      <Card title={`子任务（${task.subtask_done}/${task.subtask_total}）`} className={styles.section}>
        {task.subtasks.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />}
        {task.subtasks.map((s) => (
          <div key={s.id} className={styles.subtask}>
            <Checkbox
              checked={s.done}
              disabled={!editable}
              onChange={(e) => void run(() => taskApi.checkSubtask(s.id, e.target.checked))}
            >
              <span className={s.done ? styles.done : ''}>{s.title}</span>
            </Checkbox>
          </div>
        ))}
        {editable && (
          <Space.Compact style={{ marginTop: 8, width: 420 }}>
            <Input
              aria-label="子任务标题"
              placeholder="添加子任务"
              maxLength={100}
              value={subtask}
              onChange={(e) => setSubtask(e.target.value)}
              onPressEnter={() =>
                subtask.trim() &&
                void run(
                  () => taskApi.addSubtask(task.id, subtask.trim()),
                  () => setSubtask(''),
                )
              }
            />
            <Button
              type="primary"
              disabled={!subtask.trim()}
              onClick={() =>
                void run(
                  () => taskApi.addSubtask(task.id, subtask.trim()),
                  () => setSubtask(''),
                )
              }
            >
              添加
            </Button>
          </Space.Compact>
        )}
      </Card>
      <Card className={styles.section}>
        <OverflowTabs
          items={[
            {
              key: 'comments',
              label: `评论（${task.comments.length}）`,
              children: (
                <div>
                  {task.comments.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />}
                  {task.comments.map((c) => (
                    <div key={c.id} className={styles.comment}>
                      <div className={styles.commentMeta}>
                        {c.user_name} · {c.create_time}
                      </div>
                      <div>{c.content}</div>
                    </div>
                  ))}
                  <Input.TextArea
                    aria-label="评论内容"
                    rows={3}
                    maxLength={1000}
                    placeholder="写评论"
                    value={comment}
                    onChange={(e) => setComment(e.target.value)}
                    style={{ marginTop: 8 }}
                  />
                  <Button
                    type="primary"
                    style={{ marginTop: 8 }}
                    disabled={!comment.trim()}
                    onClick={() =>
                      void run(
                        () => taskApi.comment(task.id, comment.trim()),
                        () => setComment(''),
                      )
                    }
                  >
                    发表评论
                  </Button>
                </div>
              ),
            },
            {
              key: 'log',
              label: '操作记录',
              children: (
                <OperationLog
                  queryKey={[...TASK_KEY, 'log', task.id]}
                  load={(page, limit, signal) => taskApi.log(task.id, page, limit, signal)}
                />
              ),
            },
          ]}
        />
      </Card>
      {editing && <TaskFormDrawer task={task} onClose={() => setEditing(false)} />}
    </div>
  );
}
