import type { AbnormalProvider } from './abnormal.ts';
import type { EntityService } from './engine/entity-service.ts';
import type { EntityHooks } from './engine/hooks.ts';
import type { FileReadGuard } from './files/file-access.ts';
import type { MessageLinkResolver } from './message-links.ts';
import type { PayableDoc } from './payables.ts';
import type { TodoProvider } from './todo.ts';

/**
 * What modules plug into one app instance: to-do sections, abnormal reminders, message links, entity hooks, file
 * read guards, the engine's entity services and the documents payments settle. buildApp creates one set per app and decorates it as `app.registries`, so every
 * registration (`registerTodo(app, …)`, `defineHooks(app, …)` …) and every reader takes the app it belongs to,
 * and two apps in one process never see each other's. Plugins inherit the decoration.
 */
export type AppRegistries = {
  todos: Map<string, TodoProvider>;
  abnormal: Map<string, AbnormalProvider>;
  messageLinks: Map<string, MessageLinkResolver>;
  hooks: Map<string, EntityHooks>;
  fileGuards: Map<string, FileReadGuard>;
  /** the engine's service of every declared entity (owned view), by key: read through entity(app, def) */
  services: Map<string, EntityService>;
  /** the documents payments settle, by 单据类型 (payables.ts) */
  payables: Map<number, PayableDoc>;
};

/** Whatever carries an app's registries: the app itself, or a service built for it. */
export type WithRegistries = { readonly registries: AppRegistries };

export const createRegistries = (): AppRegistries => ({
  todos: new Map(),
  abnormal: new Map(),
  messageLinks: new Map(),
  hooks: new Map(),
  fileGuards: new Map(),
  services: new Map(),
  payables: new Map(),
});
