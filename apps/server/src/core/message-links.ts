import { routeLink } from '@suwork/domain';
import { ENTITY_BY_KEY } from '@suwork/domain/entities';
import type { Db } from '../db/client.ts';
import type { WithRegistries } from './registries.ts';

/** Where a message opens in the web app: a route path and its query, e.g. { path: '/home/taskInfo', query: { id: 3 } }. */
export type MessageLink = { path: string; query?: Record<string, string | number> };

/** Finds the page for one business record; null when the record is gone. */
export type MessageLinkResolver = (db: Db, businessId: number) => Promise<MessageLink | null>;

/** Each module that leaves messages says where its business_type opens. */
export function registerMessageLink(app: WithRegistries, businessType: string, resolver: MessageLinkResolver): void {
  app.registries.messageLinks.set(businessType, resolver);
}

/** A module's own resolver, else the detail page of the entity of that key (项目 → projectDetail?id=…). */
export async function resolveMessageLink(
  app: WithRegistries,
  db: Db,
  businessType: string,
  businessId: number,
): Promise<MessageLink | null> {
  const resolver = app.registries.messageLinks.get(businessType);
  if (resolver) return resolver(db, businessId);
  const info = ENTITY_BY_KEY.get(businessType)?.routes.info;
  return (info && routeLink(info, { id: businessId })) || null;
}
