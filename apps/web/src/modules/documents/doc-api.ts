import { DOC_SPACE, type DocLinkDays, type DocSettings } from '@suwork/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';

/** An item of a space (GET /api/Document/list and friends). kind: 1 文件夹, 2 文件, 3 在线文档 */
export type DocItem = {
  id: number;
  name: string;
  kind: number;
  ext: string;
  /** spec §3 file type (1 文件夹 … 12) */
  file_type: number;
  size: number;
  file_id: number;
  url: string;
  parent_id: number;
  space_type: number;
  space_id: number;
  version: number;
  create_user_name: string;
  update_user_name: string;
  create_time: string;
  update_time: string;
  deleted_time?: string;
  days_left?: number;
  collected: boolean;
  role?: number;
};
export type DocInfo = DocItem & { content: string; breadcrumb: Crumb[]; can_edit: boolean; can_share: boolean };
export type Crumb = { id: number; name: string };
export type Place = { space_type?: number; space_id?: number; parent_id: number };
export type ShareTarget = { target_type: 1 | 2; target_id: number; role: 1 | 2; name?: string; expire_time?: string | null };
export type ShareLink = { link_id: number; expire_time: string | null; create_time: string; expired: boolean };
export type Version = { version: number; file_id: number; size: number; create_time: string; user_name: string; url: string };
export type ProjectSpace = { id: number; project_name: string; status: number; status_name: string; owner_name: string };
export type DocGroup = { id: number; name: string; remark: string; role: number; member_count: number };
export type DocGroupMember = { user_id: number; user_name: string; role: number };
export type DocGroupInfo = Omit<DocGroup, 'member_count'> & { members: DocGroupMember[] };
type ListReply = { place: Required<Place>; breadcrumb: Crumb[]; can_edit: boolean };
type Opts = { signal?: AbortSignal };

/** Calls of 云文档. */
export const docApi = {
  list: async (q: Place & { keyword?: string; page?: number; limit?: number }, { signal }: Opts = {}) => {
    const res = await http.get<DocItem[]>('/api/Document/list', { limit: 200, ...q }, { signal });
    return res as typeof res & ListReply;
  },
  info: (id: number, { signal }: Opts = {}) => http.get<DocInfo>('/api/Document/info', { id }, { signal }),
  createFolder: (place: Place, name: string) => http.post<DocItem>('/api/Document/createFolder', { ...place, name }),
  addFile: (place: Place, file_id: number) => http.post<DocItem>('/api/Document/addFile', { ...place, file_id }, { silent: true }),
  addDoc: (place: Place, name: string, content = '') => http.post<DocItem>('/api/Document/addDoc', { ...place, name, content }),
  saveDoc: (body: { id: number; content: string; name?: string; version: number }) => http.post<{ id: number; version: number; update_time: string }>('/api/Document/saveDoc', body, { silent: true }),
  rename: (id: number, name: string) => http.post<{ id: number }>('/api/Document/rename', { id, name }),
  move: (ids: number[], parent_id: number) => http.post<{ count: number }>('/api/Document/move', { ids, parent_id }),
  copy: (ids: number[], parent_id: number) => http.post<{ count: number }>('/api/Document/copy', { ids, parent_id }),
  del: (ids: number[]) => http.post<{ count: number }>('/api/Document/del', { ids }),
  recycleList: ({ signal }: Opts = {}) => http.get<DocItem[]>('/api/Document/recycleList', { limit: 200 }, { signal }),
  restore: (ids: number[]) => http.post<{ count: number }>('/api/Document/restore', { ids }),
  destroy: (ids: number[]) => http.post<{ count: number }>('/api/Document/destroy', { ids }),
  collect: (id: number, collect: boolean) => http.post<{ id: number; collected: boolean }>('/api/Document/collect', { id, collect: collect ? 1 : 2 }),
  collectList: ({ signal }: Opts = {}) => http.get<DocItem[]>('/api/Document/collectList', undefined, { signal }),
  recentList: ({ signal }: Opts = {}) => http.get<DocItem[]>('/api/Document/recentList', undefined, { signal }),
  search: (keyword: string, { signal }: Opts = {}) => http.get<DocItem[]>('/api/Document/search', { keyword, limit: 50 }, { signal }),
  quota: ({ signal }: Opts = {}) => http.get<{ used: number; total: number }>('/api/Document/quota', undefined, { signal }),
  versions: (id: number, { signal }: Opts = {}) => http.get<Version[]>('/api/Document/versions', { id }, { signal }),
  settings: ({ signal }: Opts = {}) => http.get<DocSettings>('/api/Document/getSetting', undefined, { signal }),
  saveSettings: (s: DocSettings) => http.post<DocSettings>('/api/Document/saveSetting', s),
  sharedList: (mine: boolean, { signal }: Opts = {}) => http.get<DocItem[]>('/api/Document/sharedList', mine ? { mine: 1 } : {}, { signal }),
  shareInfo: (id: number, { signal }: Opts = {}) => http.get<ShareTarget[]>('/api/Document/shareInfo', { id }, { signal }),
  share: (id: number, targets: ShareTarget[], expire_date: string) => http.post<{ id: number }>('/api/Document/share', { id, targets: targets.map(({ target_type, target_id, role }) => ({ target_type, target_id, role })), expire_date }),
  links: (id: number, { signal }: Opts = {}) => http.get<ShareLink[]>('/api/Document/links', { id }, { signal }),
  createLink: (id: number, expire_days: DocLinkDays) => http.post<{ link_id: number; token: string; url: string; expire_time: string | null }>('/api/Document/createLink', { id, expire_days }),
  revokeLink: (link_id: number) => http.post<{ link_id: number }>('/api/Document/revokeLink', { link_id }),
  batchFolders: (place: Place, folders: string[]) =>
    http.post<Record<string, number>>('/api/ProjectDocument/createBatchFolder', {
      folders,
      parentId: place.parent_id,
      ...(place.space_type ? { space_type: place.space_type } : {}),
      real_id: place.space_type && place.space_type !== DOC_SPACE.personal ? (place.space_id ?? 0) : 0,
    }),
  projectList: (q: { keyword?: string; status?: number }, { signal }: Opts = {}) => http.get<ProjectSpace[]>('/api/ProjectDocument/projectList', q, { signal }),
  groupList: ({ signal }: Opts = {}) => http.get<DocGroup[]>('/api/DocumentGroup/list', undefined, { signal }),
  groupInfo: (id: number, { signal }: Opts = {}) => http.get<DocGroupInfo>('/api/DocumentGroup/info', { id }, { signal }),
  saveGroup: (body: { id?: number; name: string; remark: string; members: { user_id: number; role: number }[] }, idempotencyKey?: string) =>
    http.post<{ id: number }>('/api/DocumentGroup/save', body, { idempotencyKey }),
  delGroup: (id: number) => http.post<{ id: number }>('/api/DocumentGroup/del', { id }),
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
