import { DOC_SPACE, type DocLinkDays, type DocSettings } from '@suwork/domain';
import type { DocCrumb, DocFolderPage, DocItemView } from '@suwork/domain/contracts';
import {
  docRoutes as docs,
  docShareRoutes as shares,
  docSpaceRoutes as spaces,
  type AnswerData,
  type InputOf,
  type ParsedOf,
} from '@suwork/domain/routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';

/** An item of a space (GET /api/Document/list and friends), with the days it has left in the 回收站 or the role it is shared with. */
export type DocItem = DocItemView & { days_left?: number; role?: number };
export type DocInfo = AnswerData<typeof docs.info>;
export type Crumb = DocCrumb;
/** A folder, or a space's root (space_type and space_id). */
export type Place = Omit<ParsedOf<typeof docs.createFolder>, 'name'>;
/** A share as sent; shareInfo answers it with the target's name and end. */
export type ShareTarget = ParsedOf<typeof shares.share>['targets'][number] & {
  name?: string;
  expire_time?: string | null;
};
export type ShareLink = AnswerData<typeof shares.links>[number];
export type Version = AnswerData<typeof docs.versions>[number];
export type ProjectSpace = AnswerData<typeof spaces.projectList>[number];
export type DocGroup = AnswerData<typeof spaces.groupList>[number];
export type DocGroupInfo = AnswerData<typeof spaces.groupInfo>;
export type DocGroupMember = DocGroupInfo['members'][number];
type ListReply = Pick<DocFolderPage, 'place' | 'breadcrumb' | 'can_edit'>;
type Opts = { signal?: AbortSignal };

/** Calls of 云文档. */
export const docApi = {
  list: async (q: InputOf<typeof docs.list>, { signal }: Opts = {}) => {
    const res = await call(docs.list, q, { signal });
    // the folder's place, breadcrumb and can_edit come beside the page
    return res as typeof res & ListReply;
  },
  info: (id: number, { signal }: Opts = {}) => call(docs.info, { id }, { signal }),
  createFolder: (place: Place, name: string) => call(docs.createFolder, { ...place, name }),
  addFile: (place: Place, file_id: number) => call(docs.addFile, { ...place, file_id }, { silent: true }),
  addDoc: (place: Place, name: string, content = '') => call(docs.addDoc, { ...place, name, content }),
  saveDoc: (body: InputOf<typeof docs.saveDoc>) => call(docs.saveDoc, body, { silent: true }),
  rename: (id: number, name: string) => call(docs.rename, { id, name }),
  move: (ids: number[], parent_id: number) => call(docs.move, { ids, parent_id }),
  copy: (ids: number[], parent_id: number) => call(docs.copy, { ids, parent_id }),
  del: (ids: number[]) => call(docs.del, { ids }),
  recycleList: (q: InputOf<typeof docs.recycleList>, { signal }: Opts = {}) => call(docs.recycleList, q, { signal }),
  restore: (ids: number[]) => call(docs.restore, { ids }),
  destroy: (ids: number[]) => call(docs.destroy, { ids }),
  collect: (id: number, collect: boolean) => call(docs.collect, { id, collect: collect ? 1 : 2 }),
  collectList: ({ signal }: Opts = {}) => call(docs.collectList, undefined, { signal }),
  recentList: ({ signal }: Opts = {}) => call(docs.recentList, undefined, { signal }),
  search: (keyword: string, { signal }: Opts = {}) => call(docs.search, { keyword, limit: 50 }, { signal }),
  quota: ({ signal }: Opts = {}) => call(docs.quota, undefined, { signal }),
  versions: (id: number, { signal }: Opts = {}) => call(docs.versions, { id }, { signal }),
  settings: ({ signal }: Opts = {}) => call(docs.getSetting, undefined, { signal }),
  saveSettings: (s: DocSettings) => call(docs.saveSetting, s),
  sharedList: (mine: boolean, { signal }: Opts = {}) => call(shares.sharedList, mine ? { mine: 1 } : {}, { signal }),
  shareInfo: (id: number, { signal }: Opts = {}) => call(shares.shareInfo, { id }, { signal }),
  share: (id: number, targets: ShareTarget[], expire_date: string) =>
    call(shares.share, {
      id,
      targets: targets.map(({ target_type, target_id, role }) => ({ target_type, target_id, role })),
      expire_date,
    }),
  links: (id: number, { signal }: Opts = {}) => call(shares.links, { id }, { signal }),
  createLink: (id: number, expire_days: DocLinkDays) => call(shares.createLink, { id, expire_days }),
  revokeLink: (link_id: number) => call(shares.revokeLink, { link_id }),
  batchFolders: (place: Place, folders: string[]) =>
    call(docs.createBatchFolder, {
      folders,
      parentId: place.parent_id,
      ...(place.space_type ? { space_type: place.space_type } : {}),
      real_id: place.space_type && place.space_type !== DOC_SPACE.personal ? (place.space_id ?? 0) : 0,
    }),
  projectList: (q: InputOf<typeof spaces.projectList>, { signal }: Opts = {}) =>
    call(spaces.projectList, q, { signal }),
  groupList: ({ signal }: Opts = {}) => call(spaces.groupList, undefined, { signal }),
  groupInfo: (id: number, { signal }: Opts = {}) => call(spaces.groupInfo, { id }, { signal }),
  saveGroup: (body: InputOf<typeof spaces.groupSave>, idempotencyKey?: string) =>
    call(spaces.groupSave, body, { idempotencyKey }),
  delGroup: (id: number) => call(spaces.groupDel, { id }),
};

/** Query keys: everything of 云文档 under one prefix, refreshed together after a change. */
export const DOC_KEY = ['documents'] as const;

/** 1.5 MB, 320 KB … */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v >= 10 ? Math.round(v) : v.toFixed(1)} ${units[i]}`;
}

/** 文档设置 (allowed types, who may not download), read once for the whole module. */
export function useDocSettings() {
  return useQuery({
    queryKey: [...DOC_KEY, 'settings'],
    queryFn: ({ signal }) => docApi.settings({ signal }),
    staleTime: 60_000,
  });
}
