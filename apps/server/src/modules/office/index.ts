import { defineModule } from '../../core/module.ts';
import { seedDemoOffice } from './demo.ts';
import { sendScheduleReminders, SCHEDULE_REMINDER_JOB } from './schedule-reminders.ts';
import { scheduleRoutes } from './schedule.routes.ts';
import { registerScheduleTodo } from './schedule.todo.ts';
import { registerTaskTodo } from './task.todo.ts';
import { taskRoutes } from './task.routes.ts';

/** 任务 and 日程: their routes, to-do sections and the reminder job. */
export default defineModule({
  name: 'office',
  // after the demo customers, projects and applications: today's tasks, events and a report, the newest of them
  demo: { after: ['crm', 'project', 'oa'], seed: seedDemoOffice },
  register(app) {
    taskRoutes(app);
    scheduleRoutes(app);
    registerTaskTodo(app);
    registerScheduleTodo(app);
    app.jobs.register({
      name: SCHEDULE_REMINDER_JOB,
      label: '日程提醒',
      pattern: '* * * * *',
      run: async () => {
        await sendScheduleReminders(app.database.db, app.config.now(), app.config.tzOffsetMinutes);
      },
    });
  },
});
