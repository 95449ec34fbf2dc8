import { buildCatalogue, type AppRoute, type ModuleSpec, type NodesOf } from './define.ts';
import { capitalModule } from './capital.ts';
import { crmModule } from './crm.ts';
import { documentsModule } from './documents.ts';
import { financeModule } from './finance.ts';
import { officeModule } from './office.ts';
import { personnelModule } from './personnel.ts';
import { productModule } from './product.ts';
import { projectModule } from './project.ts';
import { relatedPartiesModule } from './related.ts';
import { statisticsModule } from './statistics.ts';
import { systemModule } from './system.ts';

export * from './define.ts';

const DECLARED = [
  officeModule,
  crmModule,
  projectModule,
  financeModule,
  statisticsModule,
  personnelModule,
  capitalModule,
  productModule,
  relatedPartiesModule,
  documentsModule,
  systemModule,
] as const;

/** Module order is the first-level menu order. */
export const MODULES: readonly ModuleSpec[] = DECLARED;

/** The name of a node of the tree: a misspelt node fails to compile where this is asked for. */
export type NodeName = NodesOf<(typeof DECLARED)[number]>;

/**
 * A node named at run time from a declaration (an entity's page node, and an action of it): the compiler cannot
 * check it. The server refuses at start-up a route needing a node the tree lacks; nobody holds such a node.
 */
export const nodeOf = (page: string, action?: string): NodeName => (action ? `${page}_${action}` : page) as NodeName;

const pub = (name: string, path: string, title: string): AppRoute => ({
  name,
  path,
  module: '',
  meta: { title, type: 'public' },
});

/** Routes that open without signing in. */
export const PUBLIC_ROUTES: readonly AppRoute[] = [
  pub('login', '/login', '登录'),
  pub('registered', '/registered', '注册'),
  pub('shareFile', '/shareFile', '文件分享'),
  pub('shareDoc', '/shareDoc', '文档分享'),
  pub('fileView', '/fileView', '文件预览'),
  pub('projectFileView', '/projectFileView', '文件预览'),
  pub('downloadDevice', '/downloadDevice', '下载客户端'),
  pub('user', '/user/user', '个人资料'),
];

export const CATALOGUE = buildCatalogue(MODULES, PUBLIC_ROUTES);
export const NODE_TREE = CATALOGUE.tree;
export const ROUTES = CATALOGUE.routes;

export const ROUTE_BY_NAME: ReadonlyMap<string, AppRoute> = new Map(ROUTES.map((r) => [r.name, r]));
export const ALL_NODE_IDS: readonly number[] = [...CATALOGUE.byId.keys()];

export function nodeByName(name: string) {
  const n = CATALOGUE.byName.get(name);
  if (!n) throw new Error(`unknown node ${name}`);
  return n;
}

/** The workbench: first work tab, root alias. */
export const HOME_PATH = '/home/home';
export const isPublicPath = (path: string) =>
  PUBLIC_ROUTES.some((r) => r.path.toLowerCase() === path.replace(/\/+$/, '').toLowerCase());
