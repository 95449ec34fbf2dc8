import { TODO_COUNT_CAP, TODO_SECTION_LIMIT, type AbnormalItem, type TodoSection } from '@suwork/domain';
import { abnormalProviders } from '../../core/abnormal.ts';
import type { AuthContext, SessionUser } from '../../core/sessions.ts';
import { todoProviders } from '../../core/todo.ts';
import type { App } from '../../core/types.ts';

/** The to-do hub: every section the member holds the node of, in the modules' order. */
export async function todoSections(app: App, auth: AuthContext): Promise<TodoSection[]> {
  const held = todoProviders(app).filter((p) => !p.node || auth.user.nodes.has(p.node));
  return Promise.all(
    held.map(async (p) => {
      const s = await p.load(app, auth, TODO_SECTION_LIMIT);
      // one rule for every section's total, whether its module counted up to the cap or exactly
      const capped = Boolean(s.capped) || s.total > TODO_COUNT_CAP;
      return {
        key: p.key,
        title: p.title,
        total: Math.min(s.total, TODO_COUNT_CAP),
        ...(capped && { capped }),
        items: s.items.slice(0, TODO_SECTION_LIMIT),
        morePath: s.morePath,
      };
    }),
  );
}

/** The abnormal reminder: what every check the member may see finds gone wrong for them. */
export async function abnormalItems(app: App, user: SessionUser, now: Date): Promise<AbnormalItem[]> {
  const held = abnormalProviders(app).filter((p) => !p.node || user.nodes.has(p.node));
  const lists = await Promise.all(held.map((p) => p.load(app, user, now)));
  return lists.flat();
}
