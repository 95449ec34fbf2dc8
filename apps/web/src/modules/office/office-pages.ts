import type { PageLoader } from '../../engine/register.ts';

/** Pages of 任务 and 日程 by route name. */
export const OFFICE_PAGES: Readonly<Record<string, PageLoader>> = {
  task: () => import('./tasks/TaskPage.tsx').then((m) => m.TaskPage),
  taskInfo: () => import('./tasks/TaskInfoPage.tsx').then((m) => m.TaskInfoPage),
  schedule: () => import('./schedule/SchedulePage.tsx').then((m) => m.SchedulePage),
};
