import type { App } from '../../core/types.ts';
import { sendScheduleReminders, SCHEDULE_REMINDER_JOB } from './schedule-reminders.ts';
import { scheduleRoutes } from './schedule.routes.ts';
import { registerScheduleTodo } from './schedule.todo.ts';
import { registerTaskTodo } from './task.todo.ts';
import { taskRoutes } from './task.routes.ts';

/** 任务 and 日程: their routes, to-do sections and the reminder job. */
export function officeRoutes(app: App) {
  taskRoutes(app);
  scheduleRoutes(app);
  registerTaskTodo();
  registerScheduleTodo();
  app.jobs.register({
    name: SCHEDULE_REMINDER_JOB,
    pattern: '* * * * *',
    run: async () => {
      await sendScheduleReminders(app.database.db, app.config.now(), app.config.tzOffsetMinutes);
    },
  });
}
