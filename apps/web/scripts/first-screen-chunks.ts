// The code of the first screens in a few chunks instead of a hundred. Left to itself the bundler cuts the code
// shared by the app's ~400 lazily loaded pages into one chunk per set of pages sharing it, so the shell and the
// 客户 list load some 180 files of 1–10 KB each: on HTTP/1.1 (six connections) and a phone's round trips, that queue
// costs seconds before the first list shows. A first build (not written) tells which of those chunks each first
// screen loads; the real build then joins them into a few chunks. Other pages sharing a piece of a joined chunk load
// the whole of it: under the shell they have it already (every signed-in page does), and most pages share the
// list's form and table pieces.
import path from 'node:path';
import { build, type UserConfig } from 'vite';

type Chunk = {
  fileName: string;
  imports: string[];
  moduleIds: string[];
  facadeModuleId: string | null;
  isEntry: boolean;
};
type Screen = readonly [name: string, files: readonly string[]];

/**
 * What every signed-in page loads, in the order it loads: each gets the modules of its statically imported chunks
 * that the ones before it (and the entry) do not have. antd's configuration is its own chunk because the public
 * pages (no shell) need it too.
 */
const SHARED: readonly Screen[] = [
  ['antd-scope', ['src/app/AntdScope.tsx']],
  ['shell', ['src/app/signed-in/SignedInApp.tsx']],
  ['pages', ['src/app/pages.ts']],
];

/**
 * The pages members land on. Their code (past the shared chunks) goes to one chunk per set of these pages using
 * it (the list's alone, the home page's alone, what both use), so that each loads what it uses and nothing more.
 */
const PAGES: readonly Screen[] = [
  ['entity-list', ['src/engine/EntityListPage.tsx']],
  // what a list shows at once on a wider screen only (a phone has its filters in a drawer, its rows as cards)
  ['entity-list-wide', ['src/engine/list/ListTable.tsx', 'src/engine/list/FilterForm.tsx']],
  ['home', ['src/modules/office/home/HomePage.tsx']],
];

/** Module id → the chunk it goes to, from the chunks of an automatic split. */
export function firstScreenGroups(chunks: Chunk[], root: string): Map<string, string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const reach = (file: string, into: Set<string>, stop: ReadonlySet<string>) => {
    if (into.has(file) || stop.has(file)) return;
    into.add(file);
    for (const next of byFile.get(file)?.imports ?? []) reach(next, into, stop);
  };
  const reachOf = (files: readonly string[], stop: ReadonlySet<string>) => {
    const into = new Set<string>();
    for (const file of files) {
      const facade = chunks.find((c) => c.facadeModuleId === path.join(root, file));
      if (!facade) throw new Error(`first-screen-chunks: no chunk starts at ${file}`);
      reach(facade.fileName, into, stop);
    }
    return into;
  };
  const taken = new Set<string>();
  for (const entry of chunks.filter((c) => c.isEntry)) reach(entry.fileName, taken, new Set());
  const groups = new Map<string, string>();
  const assign = (files: Iterable<string>, name: string) => {
    for (const f of files) for (const id of byFile.get(f)!.moduleIds) groups.set(id, name);
  };
  for (const [name, files] of SHARED) {
    const own = reachOf(files, taken);
    assign(own, name);
    for (const f of own) taken.add(f);
  }
  const users = new Map<string, string[]>();
  for (const [name, files] of PAGES)
    for (const f of reachOf(files, taken)) users.set(f, [...(users.get(f) ?? []), name]);
  for (const [f, names] of users) assign([f], names.join('-and-'));
  return groups;
}

/** Runs the build once without writing and returns the grouping for the real build's `codeSplitting.groups`. */
export async function firstScreenChunkGroup(config: UserConfig & { root: string }) {
  const result = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false, emptyOutDir: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const groups = firstScreenGroups(
    outputs.filter((o) => o.type === 'chunk'),
    config.root,
  );
  // A module of a group chunk imports only modules of the entry, of an earlier shared group, of its own group or of
  // a group used by more of the pages, all loaded with it: the chunk needs none of its dependencies pulled in (which
  // would drag the entry's React into it).
  return { name: (id: string) => groups.get(id) ?? null, includeDependenciesRecursively: false };
}
