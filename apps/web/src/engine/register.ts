import type { EntityDef } from '@suwork/domain/entities';
import { createElement, type ComponentType } from 'react';

export type PageLoader = () => Promise<ComponentType>;

/** A component rendering `Page` for one entity, named for the React dev tools. */
function bind<P extends { entity: EntityDef }>(Page: ComponentType<P>, extra: Omit<P, 'entity'>, def: EntityDef, role: string): ComponentType {
  const Bound = () => createElement(Page, { ...extra, entity: def } as P);
  Bound.displayName = `${role}(${def.key})`;
  return Bound;
}

/**
 * Page loaders for entities: each entity's routes.list / add / edit / info route names map to the engine's
 * list, form and detail pages bound to that entity, loaded lazily. Spread them into PAGE_LOADERS.
 */
export function entityPageLoaders(defs: readonly EntityDef[]): Record<string, PageLoader> {
  const loaders: Record<string, PageLoader> = {};
  for (const def of defs) {
    const { list, add, edit, info } = def.routes;
    loaders[list] = () => import('./EntityListPage.tsx').then((m) => bind(m.EntityListPage, {}, def, 'EntityListPage'));
    if (add) loaders[add] = () => import('./EntityFormPage.tsx').then((m) => bind(m.EntityFormPage, { mode: 'add' as const }, def, 'EntityAddPage'));
    if (edit) loaders[edit] = () => import('./EntityFormPage.tsx').then((m) => bind(m.EntityFormPage, { mode: 'edit' as const }, def, 'EntityEditPage'));
    if (info) loaders[info] = () => import('./EntityDetailPage.tsx').then((m) => bind(m.EntityDetailPage, {}, def, 'EntityDetailPage'));
  }
  return loaders;
}
