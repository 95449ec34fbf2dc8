import type { EntityDef, EntityRoutes } from '@suwork/domain/entities';
import { createElement, type ComponentType } from 'react';
import type { EntityView } from './entity-view.ts';
import type { EntityExtension, EntityExtensions } from './extensions.ts';
import { preloadWideList } from './list/wide-list.ts';

/** A page's code; `prefetch` asks for its first data (from the URL query) while that code loads. */
export type PageLoader = (() => Promise<ComponentType>) & { prefetch?: (search: URLSearchParams) => void };

type Bindable = { entity: EntityDef; view?: EntityView; extension?: EntityExtension };

/** A component rendering `Page` for one entity, named for the React dev tools. */
function bind<P extends Bindable>(
  Page: ComponentType<P>,
  extra: Omit<P, 'entity'>,
  def: EntityDef,
  role: string,
): ComponentType {
  const Bound = () => createElement(Page, { ...extra, entity: def } as P);
  Bound.displayName = `${role}(${def.key}${extra.view === 'pool' ? ':pool' : ''})`;
  return Bound;
}

/** What the list rows take of an extension: they open links by the record's id, so not links with a query of their own. */
export function listExtension(extension: EntityExtension | undefined): EntityExtension | undefined {
  if (!extension?.recordLinks?.some((l) => l.query)) return extension;
  return { ...extension, recordLinks: extension.recordLinks.filter((l) => !l.query) };
}

function viewLoaders(
  def: EntityDef,
  routes: EntityRoutes,
  view: EntityView,
  extension: EntityExtension | undefined,
): Record<string, PageLoader> {
  const loaders: Record<string, PageLoader> = {};
  const { list, add, edit, info } = routes;
  const common = { view, extension };
  loaders[list] = Object.assign(
    () =>
      import('./EntityListPage.tsx').then((m) =>
        bind(m.EntityListPage, { view, extension: listExtension(extension) }, def, 'EntityListPage'),
      ),
    {
      prefetch: (search: URLSearchParams) => {
        void import('./list/first-rows.ts').then((m) => m.prefetchFirstRows(def, view, search));
        preloadWideList();
      },
    },
  );
  if (add)
    loaders[add] = () =>
      import('./EntityFormPage.tsx').then((m) =>
        bind(m.EntityFormPage, { ...common, mode: 'add' as const }, def, 'EntityAddPage'),
      );
  if (edit)
    loaders[edit] = () =>
      import('./EntityFormPage.tsx').then((m) =>
        bind(m.EntityFormPage, { ...common, mode: 'edit' as const }, def, 'EntityEditPage'),
      );
  if (info)
    loaders[info] = () =>
      import('./EntityDetailPage.tsx').then((m) => bind(m.EntityDetailPage, common, def, 'EntityDetailPage'));
  return loaders;
}

/**
 * Page loaders for entities: each entity's routes.list / add / edit / info route names map to the engine's
 * list, form and detail pages bound to that entity, loaded lazily; an entity with a public pool also gets
 * its pool.routes, bound to the same pages in the pool view. `extensions` (by entity key) are what modules
 * add to those pages. Spread the result into PAGE_LOADERS.
 */
export function entityPageLoaders(
  defs: readonly EntityDef[],
  extensions: EntityExtensions = {},
): Record<string, PageLoader> {
  const loaders: Record<string, PageLoader> = {};
  for (const def of defs) {
    Object.assign(loaders, viewLoaders(def, def.routes, 'owned', extensions[def.key]));
    if (def.pool) Object.assign(loaders, viewLoaders(def, def.pool.routes, 'pool', undefined));
    for (const again of def.alsoAt ?? [])
      Object.assign(loaders, viewLoaders({ ...def, ...again }, again.routes, 'owned', extensions[def.key]));
  }
  return loaders;
}
