import { ROUTES, type AppRoute } from '@suwork/domain';
import { ENTITIES } from '@suwork/domain/entities';
import { mergeExtensions } from '../engine/extensions.ts';
import { entityPageLoaders, type PageLoader } from '../engine/register.ts';
import type { WebModule } from './web-module.ts';

// Loaded lazily (through page-for.ts), so the entity declarations never reach the sign-in page.

/** Every module folder's module.ts; a new module is found without being listed here. */
const MODULES = Object.values(
  import.meta.glob<WebModule>('../modules/*/module.ts', { eager: true, import: 'default' }),
);

/** What every module adds to the engine pages, by entity key, merged (two modules may add to one entity). */
export const ENTITY_EXTENSIONS = mergeExtensions(...MODULES.map((m) => m.entityExtensions ?? {}));

/**
 * Real pages by route name (the `name` of a ROUTES entry). A route missing here shows the under-construction
 * page. The engine's list, add, edit and info pages of every declared entity (and of their public pools) come
 * first, with what modules add to them (two modules adding to one entity both count: 财务 adds 银行流水匹配 to the
 * 回款记录 the CRM gives 确认到账); a module's own page for a name replaces the engine's.
 */
export const PAGE_LOADERS: Readonly<Record<string, PageLoader>> = {
  ...entityPageLoaders(ENTITIES, ENTITY_EXTENSIONS),
  ...Object.assign({}, ...MODULES.map((m) => m.pages ?? {})),
};

const underConstruction: PageLoader = () => import('../pages/UnderConstruction.tsx').then((m) => m.UnderConstruction);

/** The loader of a route's page, or of the under-construction page. */
export const loaderFor = (name: string): PageLoader => PAGE_LOADERS[name] ?? underConstruction;

/** Starts loading a route's page, and its first data where the page says how, before it is shown. */
export function preloadPage(name: string, search: URLSearchParams): void {
  const loader = loaderFor(name);
  void loader().catch(() => undefined);
  loader.prefetch?.(search);
}

/** Routes of the catalogue that still show the under-construction page. */
export const underConstructionRoutes = (): AppRoute[] => ROUTES.filter((r) => !(r.name in PAGE_LOADERS));
