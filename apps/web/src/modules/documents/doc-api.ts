import { DOC_SPACE, type DocLinkDays, type DocSettings } from '@suwork/domain';
import { docAnswers, docShareAnswers, docSpaceAnswers, type DataOf, type DocCrumb, type DocFolderPage, type DocItemView } from '@suwork/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';

/** An item of a space (GET /api/Document/list and friends), with the days it has left in the 回收站 or the role it is shared with. */
export type DocItem = DocItemView & { days_left?: number; role?: number };
export type DocInfo = DataOf<typeof docAnswers.info>;
export type Crumb = DocCrumb;
export type Place = { space_type?: number; space_id?: number; parent_id: number };
/** A share as sent; shareInfo answers it with the target's name and end. */
export type ShareTarget = { target_type: 1 | 2; target_id: number; role: 1 | 2; name?: string; expire_time?: string | null };
export type ShareLink = DataOf<typeof docShareAnswers.links>[number];
export type Version = DataOf<typeof docAnswers.versions>[number];
export type ProjectSpace = DataOf<typeof docSpaceAnswers.projectList>[number];
export type DocGroup = DataOf<typeof docSpaceAnswers.groupList>[number];
export type DocGroupInfo = DataOf<typeof docSpaceAnswers.groupInfo>;
export type DocGroupMember = DocGroupInfo['members'][number];
type ListReply = Pick<DocFolderPage, 'place' | 'breadcrumb' | 'can_edit'>;
type Opts = { signal?: AbortSignal };
type Paging = { page?: number; limit?: number };

/** Calls of 云文档. */
export const docApi = {
  list: async (q: Place & Paging & { keyword?: string }, { signal }: Opts = {}) => {
    const res = await http.get<DataOf<typeof docAnswers.list>>('/api/Document/list', q, { signal });
    // the folder's place, breadcrumb and can_edit come beside the page
    return res as typeof res & ListReply;
  },
  info: (id: number, { signal }: Opts = {}) => http.get<DocInfo>('/api/Document/info', { id }, { signal }),
  createFolder: (place: Place, name: string) => http.post<DataOf<typeof docAnswers.createFolder>>('/api/Document/createFolder', { ...place, name }),
  addFile: (place: Place, file_id: number) => http.post<DataOf<typeof docAnswers.addFile>>('/api/Document/addFile', { ...place, file_id }, { silent: true }),
  addDoc: (place: Place, name: string, content = '') => http.post<DataOf<typeof docAnswers.addDoc>>('/api/Document/addDoc', { ...place, name, content }),
  saveDoc: (body: { id: number; content: string; name?: string; version: number }) => http.post<DataOf<typeof docAnswers.saveDoc>>('/api/Document/saveDoc', body, { silent: true }),
  rename: (id: number, name: string) => http.post<DataOf<typeof docAnswers.rename>>('/api/Document/rename', { id, name }),
  move: (ids: number[], parent_id: number) => http.post<DataOf<typeof docAnswers.move>>('/api/Document/move', { ids, parent_id }),
  copy: (ids: number[], parent_id: number) => http.post<DataOf<typeof docAnswers.copy>>('/api/Document/copy', { ids, parent_id }),
  del: (ids: number[]) => http.post<DataOf<typeof docAnswers.del>>('/api/Document/del', { ids }),
  recycleList: (q: Paging & { keyword?: string }, { signal }: Opts = {}) => http.get<DataOf<typeof docAnswers.recycleList>>('/api/Document/recycleList', q, { signal }),
  restore: (ids: number[]) => http.post<DataOf<typeof docAnswers.restore>>('/api/Document/restore', { ids }),
  destroy: (ids: number[]) => http.post<DataOf<typeof docAnswers.destroy>>('/api/Document/destroy', { ids }),
  collect: (id: number, collect: boolean) => http.post<DataOf<typeof docAnswers.collect>>('/api/Document/collect', { id, collect: collect ? 1 : 2 }),
  collectList: ({ signal }: Opts = {}) => http.get<DataOf<typeof docAnswers.collectList>>('/api/Document/collectList', undefined, { signal }),
  recentList: ({ signal }: Opts = {}) => http.get<DataOf<typeof docAnswers.recentList>>('/api/Document/recentList', undefined, { signal }),
  search: (keyword: string, { signal }: Opts = {}) => http.get<DataOf<typeof docAnswers.search>>('/api/Document/search', { keyword, limit: 50 }, { signal }),
  quota: ({ signal }: Opts = {}) => http.get<DataOf<typeof docAnswers.quota>>('/api/Document/quota', undefined, { signal }),
  versions: (id: number, { signal }: Opts = {}) => http.get<DataOf<typeof docAnswers.versions>>('/api/Document/versions', { id }, { signal }),
  settings: ({ signal }: Opts = {}) => http.get<DataOf<typeof docAnswers.getSetting>>('/api/Document/getSetting', undefined, { signal }),
  saveSettings: (s: DocSettings) => http.post<DataOf<typeof docAnswers.saveSetting>>('/api/Document/saveSetting', s),
  sharedList: (mine: boolean, { signal }: Opts = {}) => http.get<DataOf<typeof docShareAnswers.sharedList>>('/api/Document/sharedList', mine ? { mine: 1 } : {}, { signal }),
  shareInfo: (id: number, { signal }: Opts = {}) => http.get<DataOf<typeof docShareAnswers.shareInfo>>('/api/Document/shareInfo', { id }, { signal }),
  share: (id: number, targets: ShareTarget[], expire_date: string) =>
    http.post<DataOf<typeof docShareAnswers.share>>('/api/Document/share', { id, targets: targets.map(({ target_type, target_id, role }) => ({ target_type, target_id, role })), expire_date }),
  links: (id: number, { signal }: Opts = {}) => http.get<DataOf<typeof docShareAnswers.links>>('/api/Document/links', { id }, { signal }),
  createLink: (id: number, expire_days: DocLinkDays) => http.post<DataOf<typeof docShareAnswers.createLink>>('/api/Document/createLink', { id, expire_days }),
  revokeLink: (link_id: number) => http.post<DataOf<typeof docShareAnswers.revokeLink>>('/api/Document/revokeLink', { link_id }),
  batchFolders: (place: Place, folders: string[]) =>
    http.post<DataOf<typeof docAnswers.createBatchFolder>>('/api/ProjectDocument/createBatchFolder', {
      folders,
      parentId: place.parent_id,
      ...(place.space_type ? { space_type: place.space_type } : {}),
      real_id: place.space_type && place.space_type !== DOC_SPACE.personal ? (place.space_id ?? 0) : 0,
    }),
  projectList: (q: { keyword?: string; status?: number }, { signal }: Opts = {}) => http.get<ProjectSpace[]>('/api/ProjectDocument/projectList', q, { signal }),
  groupList: ({ signal }: Opts = {}) => http.get<DocGroup[]>('/api/DocumentGroup/list', undefined, { signal }),
  groupInfo: (id: number, { signal }: Opts = {}) => http.get<DocGroupInfo>('/api/DocumentGroup/info', { id }, { signal }),
  saveGroup: (body: { id?: number; name: string; remark: string; members: { user_id: number; role: number }[] }, idempotencyKey?: string) =>
    http.post<DataOf<typeof docSpaceAnswers.groupSave>>('/api/DocumentGroup/save', body, { idempotencyKey }),
  delGroup: (id: number) => http.post<DataOf<typeof docSpaceAnswers.groupDel>>('/api/DocumentGroup/del', { id }),
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
  return useQuery({ queryKey: [...DOC_KEY, 'settings'], queryFn: ({ signal }) => docApi.settings({ signal }), staleTime: 60_000 });
}
