import type { PageLoader } from '../engine/register.ts';
import type { EntityExtensions } from '../engine/extensions.ts';

/**
 * What a web module brings: its pages by route name (the `name` of a ROUTES entry) and what it adds to the
 * entity engine's pages. Each module folder has a `module.ts` whose default export is this; pages.ts finds
 * them all, so nothing central lists modules.
 */
export type WebModule = {
  pages?: Readonly<Record<string, PageLoader>>;
  entityExtensions?: EntityExtensions;
};

export const defineWebModule = (module: WebModule): WebModule => module;
