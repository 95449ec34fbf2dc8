import type { EntityExtensions } from '../../engine/extensions.ts';
import type { PageLoader } from '../../engine/register.ts';

/** One part of the finance module: its hand-written pages by route name and what it adds to the engine pages. */
export type FinancePart = { pages: Readonly<Record<string, PageLoader>>; extensions: EntityExtensions };
