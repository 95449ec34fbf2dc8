import type { AbnormalItem } from '@suwork/domain';
import type { SessionUser } from './sessions.ts';
import type { WithRegistries } from './registries.ts';
import type { App } from './types.ts';

/** One kind of thing gone wrong for a member (overdue follow-ups, later overdue project tasks …). */
export type AbnormalProvider = {
  key: string;
  /** the permission node the member needs; none = every signed-in member */
  node?: string;
  load: (app: App, user: SessionUser, now: Date) => Promise<AbnormalItem[]>;
};

/** Each module adds what can go wrong in it; GET /api/project/getAbnormalRemind lists them all. */
export function registerAbnormal(app: WithRegistries, provider: AbnormalProvider): void {
  app.registries.abnormal.set(provider.key, provider);
}

export function abnormalProviders(app: WithRegistries): AbnormalProvider[] {
  return [...app.registries.abnormal.values()];
}
