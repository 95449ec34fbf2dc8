import { TODO_COUNT_CAP, TODO_SECTION_LIMIT } from '@suwork/domain';
import { homeAnswers } from '@suwork/domain/contracts';
import { z } from 'zod';
import { abnormalProviders } from '../../core/abnormal.ts';
import { ok } from '../../core/envelope.ts';
import { todoProviders } from '../../core/todo.ts';
import { currentUser, type App } from '../../core/types.ts';

const empty = z.strictObject({});

/** The workbench's to-do hub and the shell's abnormal reminder: every module's sections and checks, for the member. */
export function homeRoutes(app: App) {
  app.get('/api/Home/todoList', { config: { auth: 'signedIn' }, schema: { response: { 200: homeAnswers.todoList }, querystring: empty } }, async (req) => {
    const auth = req.auth!;
    const held = todoProviders(app).filter((p) => !p.node || auth.user.nodes.has(p.node));
    const sections = await Promise.all(
      held.map(async (p) => {
        const s = await p.load(app, auth, TODO_SECTION_LIMIT);
        // one rule for every section's total, whether its module counted up to the cap or exactly
        const capped = Boolean(s.capped) || s.total > TODO_COUNT_CAP;
        return { key: p.key, title: p.title, total: Math.min(s.total, TODO_COUNT_CAP), ...(capped && { capped }), items: s.items.slice(0, TODO_SECTION_LIMIT), morePath: s.morePath };
      }),
    );
    return ok(sections);
  });

  app.get('/api/project/getAbnormalRemind', { config: { auth: 'signedIn' }, schema: { response: { 200: homeAnswers.getAbnormalRemind }, querystring: empty } }, async (req) => {
    const user = currentUser(req);
    const now = app.config.now();
    const held = abnormalProviders(app).filter((p) => !p.node || user.nodes.has(p.node));
    const lists = await Promise.all(held.map((p) => p.load(app, user, now)));
    const items = lists.flat();
    return ok(items, items.length);
  });
}
