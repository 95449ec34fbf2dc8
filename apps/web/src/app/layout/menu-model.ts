import { MODULES, ROUTES, type AppRoute } from '@suwork/domain';
import type { MenuNode } from '../../api/session-api.ts';

/** Default title of the second-level menu when no module is active. */
export const DEFAULT_MENU_TITLE = '办公';

export type SidePage = { kind: 'page'; path: string; title: string; icon?: string };
export type SideGroup = { kind: 'group'; key: string; title: string; icon?: string; pages: SidePage[] };
export type SideEntry = SidePage | SideGroup;

const firstSegment = (path: string | undefined): string => path?.split('/').filter(Boolean)[0] ?? '';

/**
 * The module whose menu shows, among those the user may open: the route's own, else the one of the last
 * menu path used, else the first.
 */
export function activeModuleSeg(
  route: AppRoute | undefined,
  leftNavPath: string | null,
  available: readonly string[],
): string | undefined {
  return (
    [route?.module, firstSegment(leftNavPath ?? undefined)].find((seg) => seg && available.includes(seg)) ??
    available[0]
  );
}

/** The menu entry to highlight: a hidden route highlights its parent page (meta.showPath). */
export function selectedMenuPath(route: AppRoute | undefined, leftNavPath: string | null): string | undefined {
  if (!route) return undefined;
  if (route.meta.showPath) return route.meta.showPath;
  if (route.module) return route.path;
  return leftNavPath ?? undefined;
}

/** Pages of a module menu node in order, those sharing a `group` gathered where the group first appears. */
export function sideEntries(moduleNode: MenuNode | undefined): SideEntry[] {
  const out: SideEntry[] = [];
  const groups = new Map<string, SideGroup>();
  for (const p of moduleNode?.children ?? []) {
    if (!p.path) continue;
    const page: SidePage = { kind: 'page', path: p.path, title: p.title, icon: p.icon };
    if (!p.group) {
      out.push(page);
      continue;
    }
    let group = groups.get(p.group);
    if (!group) {
      group = { kind: 'group', key: `group:${p.group}`, title: p.group, icon: p.icon, pages: [] };
      groups.set(p.group, group);
      out.push(group);
    }
    group.pages.push(page);
    group.icon ??= p.icon;
  }
  return out;
}

/** The group holding a path, to open it in the menu. */
export const groupKeyOf = (entries: readonly SideEntry[], path: string | undefined): string | undefined =>
  entries.find((e): e is SideGroup => e.kind === 'group' && e.pages.some((p) => p.path === path))?.key;

export type Crumb = { title: string; path?: string };

/** Breadcrumb of a route: module / page, and for a hidden route module / parent page / its own title. */
export function breadcrumbFor(route: AppRoute | undefined, title?: string): Crumb[] {
  if (!route) return title ? [{ title }] : [];
  const own = { title: title ?? route.meta.title };
  const mod = MODULES.find((m) => m.seg === route.module);
  if (!mod) return [own];
  const crumbs: Crumb[] = [{ title: mod.title }];
  if (route.meta.showPath) {
    const parent = ROUTES.find((r) => r.path === route.meta.showPath);
    if (parent) crumbs.push({ title: parent.meta.title, path: parent.path });
  }
  crumbs.push(own);
  return crumbs;
}
