import type { TodoSection } from '@suwork/domain';
import type { AuthContext } from './sessions.ts';
import type { WithRegistries } from './registries.ts';
import type { App } from './types.ts';

export type { TodoItem, TodoSection } from '@suwork/domain';

export type TodoProvider = {
  key: string;
  title: string;
  /** smaller first */
  order: number;
  /** the permission node the member needs to see this section; none = every signed-in member */
  node?: string;
  load: (app: App, auth: AuthContext, limit: number) => Promise<Omit<TodoSection, 'key' | 'title'>>;
};

/** Each module adds its own section (approvals, follow-ups due, tasks, schedule, later repayments …). */
export function registerTodo(app: WithRegistries, provider: TodoProvider): void {
  app.registries.todos.set(provider.key, provider);
}

export function todoProviders(app: WithRegistries): TodoProvider[] {
  return [...app.registries.todos.values()].sort((a, b) => a.order - b.order);
}
