import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The lazily loaded page for a route name (one component per name, so React keeps its state).
 * The page registry itself (pages.ts) loads on first use, keeping it out of the sign-in page.
 */
export function pageFor(name: string): LazyExoticComponent<ComponentType> {
  let page = cache.get(name);
  if (!page) {
    page = lazy(() =>
      import('./pages.ts').then((m) => m.loaderFor(name)()).then((component) => ({ default: component })),
    );
    cache.set(name, page);
  }
  return page;
}
