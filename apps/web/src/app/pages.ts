import { ROUTES, type AppRoute } from '@suwork/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageLoader = () => Promise<ComponentType>;

/**
 * Real pages by route name (the `name` of a ROUTES entry). A route missing here shows the
 * under-construction page; modules plug their pages in by adding entries.
 */
export const PAGE_LOADERS: Readonly<Record<string, PageLoader>> = {
  login: () => import('../pages/Login.tsx').then((m) => m.Login),
  user: () => import('../pages/Profile.tsx').then((m) => m.Profile),
};

const underConstruction: PageLoader = () => import('../pages/UnderConstruction.tsx').then((m) => m.UnderConstruction);

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazily loaded page for a route name (one component per name, so React keeps its state). */
export function pageFor(name: string): LazyExoticComponent<ComponentType> {
  let page = cache.get(name);
  if (!page) {
    const load = PAGE_LOADERS[name] ?? underConstruction;
    page = lazy(() => load().then((component) => ({ default: component })));
    cache.set(name, page);
  }
  return page;
}

/** Routes of the catalogue that still show the under-construction page. */
export const underConstructionRoutes = (): AppRoute[] => ROUTES.filter((r) => !(r.name in PAGE_LOADERS));
