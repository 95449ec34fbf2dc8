// 后台任务: the background jobs' states as the page shows them.

/** A job's state as the queue keeps it. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOB_STATE_LABELS: Record<JobState, string> = {
  created: '等待执行',
  retry: '等待重试',
  active: '执行中',
  completed: '完成',
  cancelled: '已取消',
  failed: '失败',
};

export const JOB_MSG = {
  notFound: '任务不存在或已清理',
  notFailed: '只有失败的任务可以重试',
  retried: '已重新加入队列',
} as const;
