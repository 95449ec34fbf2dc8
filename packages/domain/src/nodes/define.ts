// The permission node tree and the route table are one declaration: module → page → action.
// node_id is derived from the declared position numbers (module id, page number, action number), never from
// array order, so ids stay stable when pages are added. Keys (node_name, route name) are permanent.

export const NODE_KIND = { module: 1, page: 2, action: 3 } as const;
export type NodeKind = (typeof NODE_KIND)[keyof typeof NODE_KIND];

export type AppNode = {
  node_id: number;
  node_name: string;
  title: string;
  kind: NodeKind;
  parent_id: number;
  path?: string;
  icon?: string;
  /** second-level menu group title (pages only) */
  group?: string;
  children: AppNode[];
};

export type RouteMeta = {
  title: string;
  node_id?: number;
  noCache?: boolean;
  hidden?: boolean;
  /** for hidden routes: the menu path to highlight */
  showPath?: string;
  type?: 'public';
  tooltip?: string;
};

export type AppRoute = {
  name: string;
  path: string;
  /** module segment ('' for public routes) */
  module: string;
  /** node the route needs; undefined for public routes */
  node_name?: string;
  meta: RouteMeta;
};

export type ActionSpec = { key: string; k: number; title: string; node_name?: string };
/** [route segment (may hold :params), title, action key needed (default: the page itself), route name] */
export type FormSpec = readonly [seg: string, title: string, act?: string, name?: string];

export type PageSpec = {
  i: number;
  seg: string;
  title: string;
  group?: string;
  icon?: string;
  acts?: readonly (string | ActionSpec)[];
  forms?: readonly FormSpec[];
  noCache?: boolean;
  tooltip?: string;
};

export type ModuleSpec = {
  id: number;
  seg: string;
  title: string;
  icon: string;
  /** default child page segment */
  home: string;
  pages: readonly PageSpec[];
};

const STANDARD_ACTIONS: Record<string, { k: number; title: string }> = {
  add: { k: 1, title: '新建' },
  edit: { k: 2, title: '编辑' },
  del: { k: 3, title: '删除' },
  export: { k: 4, title: '导出' },
  import: { k: 5, title: '导入' },
};

/** add, edit, delete, export, import */
export const CRUD = ['add', 'edit', 'del', 'export', 'import'] as const;

type PageOptions = Omit<PageSpec, 'i' | 'seg' | 'title'>;

/** A page; its segment and actions keep their literal types, so the node names are known to the compiler (NodeName). */
export const page = <const S extends string, const O extends PageOptions = Record<never, never>>(
  i: number,
  seg: S,
  title: string,
  opts: O = {} as O,
): { i: number; seg: S; title: string } & O => ({
  i,
  seg,
  title,
  ...opts,
});

export const action = <const K extends string, const N extends string | undefined = undefined>(
  key: K,
  k: number,
  title: string,
  node_name?: N,
): ActionSpec & { key: K; node_name: N } => ({
  key,
  k,
  title,
  node_name: node_name as N,
});

/** A module as declared, its literal types kept (see NodesOf). */
export const defineModule = <const M extends ModuleSpec>(m: M): M => m;

type ActionNode<P extends string, A> = A extends string
  ? `${P}_${A}`
  : A extends { node_name: infer N extends string }
    ? N
    : A extends { key: infer K extends string }
      ? `${P}_${K}`
      : never;
type PageNodes<M extends string, P> = P extends { seg: infer S extends string }
  ? `${M}_${S}` | (P extends { acts: readonly (infer A)[] } ? ActionNode<`${M}_${S}`, A> : never)
  : never;
/** Every node name a module declares: the module, its pages and their actions (as buildCatalogue names them). */
export type NodesOf<M extends ModuleSpec> = M extends ModuleSpec
  ? M['seg'] | PageNodes<M['seg'], M['pages'][number]>
  : never;

/** add / edit / info hidden routes for a page, named addX, editX, xInfo */
export const formsFor = (
  noun: string,
  title: string,
  add = `add${cap(noun)}`,
  edit = `edit${cap(noun)}`,
  info = `${noun}Info`,
): FormSpec[] => [
  [add, `新建${title}`, 'add'],
  [edit, `编辑${title}`, 'edit'],
  [info, `${title}详情`],
];

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function resolveAction(pageNodeName: string, spec: string | ActionSpec): ActionSpec & { node_name: string } {
  if (typeof spec !== 'string') return { ...spec, node_name: spec.node_name ?? `${pageNodeName}_${spec.key}` };
  const std = STANDARD_ACTIONS[spec];
  if (!std) throw new Error(`unknown standard action ${spec}`);
  return { key: spec, ...std, node_name: `${pageNodeName}_${spec}` };
}

export type NodeCatalogue = {
  tree: AppNode[];
  routes: AppRoute[];
  byName: ReadonlyMap<string, AppNode>;
  byId: ReadonlyMap<number, AppNode>;
};

export function buildCatalogue(modules: readonly ModuleSpec[], publicRoutes: readonly AppRoute[]): NodeCatalogue {
  const tree: AppNode[] = [];
  const routes: AppRoute[] = [...publicRoutes];
  const byName = new Map<string, AppNode>();
  const byId = new Map<number, AppNode>();
  const add = (n: AppNode) => {
    if (byName.has(n.node_name) || byId.has(n.node_id)) throw new Error(`duplicate node ${n.node_name} / ${n.node_id}`);
    byName.set(n.node_name, n);
    byId.set(n.node_id, n);
    return n;
  };
  for (const m of modules) {
    const mod = add({
      node_id: m.id,
      node_name: m.seg,
      title: m.title,
      kind: NODE_KIND.module,
      parent_id: 0,
      path: `/${m.seg}`,
      icon: m.icon,
      children: [],
    });
    tree.push(mod);
    for (const p of m.pages) {
      if (p.i < 1 || p.i > 99) throw new Error(`page number out of range ${p.seg}`);
      const path = `/${m.seg}/${p.seg}`;
      const pageNode = add({
        node_id: m.id * 100 + p.i,
        node_name: `${m.seg}_${p.seg}`,
        title: p.title,
        kind: NODE_KIND.page,
        parent_id: mod.node_id,
        path,
        icon: p.icon,
        group: p.group,
        children: [],
      });
      mod.children.push(pageNode);
      routes.push({
        name: p.seg,
        path,
        module: m.seg,
        node_name: pageNode.node_name,
        meta: { title: p.title, node_id: pageNode.node_id, noCache: p.noCache, tooltip: p.tooltip },
      });
      const actions = new Map<string, AppNode>();
      for (const a of p.acts ?? []) {
        const spec = resolveAction(pageNode.node_name, a);
        if (spec.k < 1 || spec.k > 99) throw new Error(`action number out of range ${spec.node_name}`);
        const node = add({
          node_id: pageNode.node_id * 100 + spec.k,
          node_name: spec.node_name,
          title: spec.title,
          kind: NODE_KIND.action,
          parent_id: pageNode.node_id,
          children: [],
        });
        pageNode.children.push(node);
        actions.set(spec.key, node);
      }
      for (const [seg, title, act, name] of p.forms ?? []) {
        const need = act ? actions.get(act) : pageNode;
        if (!need) throw new Error(`form ${seg} needs undeclared action ${act}`);
        routes.push({
          name: name ?? seg.split('/')[0],
          path: `/${m.seg}/${seg}`,
          module: m.seg,
          node_name: need.node_name,
          meta: { title, node_id: need.node_id, hidden: true, showPath: path, noCache: true },
        });
      }
    }
  }
  const names = new Set<string>();
  for (const r of routes) {
    if (names.has(r.name)) throw new Error(`duplicate route name ${r.name}`);
    names.add(r.name);
  }
  return { tree, routes, byName, byId };
}
