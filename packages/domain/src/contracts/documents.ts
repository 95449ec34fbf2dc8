import { z } from 'zod';
import { dateTime, idOf, listBody, okBody } from './envelope.ts';
import { filePreviewView } from './files.ts';

/** An item of a space as every 云文档 list shows it. kind: 1 文件夹, 2 文件, 3 在线文档 */
export const docItemView = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.number(),
  ext: z.string(),
  /** spec §3 file type: 1 文件夹, 2 图片 … 12 (online documents count as 3, other openable) */
  file_type: z.number(),
  size: z.number(),
  file_id: z.number(),
  url: z.string(),
  parent_id: z.number(),
  space_type: z.number(),
  space_id: z.number(),
  version: z.number(),
  create_user_name: z.string(),
  update_user_name: z.string(),
  create_time: dateTime(),
  update_time: dateTime(),
  /** only on items in the 回收站 */
  deleted_time: dateTime().optional(),
  collected: z.boolean(),
});
export type DocItemView = z.infer<typeof docItemView>;

const crumb = z.object({ id: z.number(), name: z.string() });
export type DocCrumb = z.infer<typeof crumb>;

/** 文档设置 */
export const docSettingsView = z.object({
  /** lower-case extensions without dots, comma-joined; '' allows every type */
  allowed_exts: z.string(),
  /** the largest file, in MB */
  max_file_mb: z.number(),
  /** the member whose 下载 buttons are hidden (0: nobody) */
  hide_download_user_id: z.number(),
  /** each member's 个人空间, in GB */
  default_quota_gb: z.number(),
});
export type DocSettings = z.infer<typeof docSettingsView>;

const item = okBody(docItemView);
const items = okBody(z.array(docItemView));
const counted = okBody(z.object({ count: z.number() }));

/** 云文档: /api/Document/<name> and ProjectDocument/createBatchFolder. */
export const docAnswers = {
  /** a folder's (or a space root's) page, with where it is and whether the member may change it */
  list: listBody(docItemView).extend({
    place: z.object({ space_type: z.number(), space_id: z.number(), parent_id: z.number() }),
    breadcrumb: z.array(crumb),
    can_edit: z.boolean(),
  }),
  info: okBody(
    docItemView.extend({
      content: z.string(),
      breadcrumb: z.array(crumb),
      can_edit: z.boolean(),
      can_share: z.boolean(),
    }),
  ),
  createFolder: item,
  addFile: item,
  addDoc: item,
  saveDoc: okBody(z.object({ id: z.number(), version: z.number(), update_time: dateTime() })),
  rename: okBody(idOf('id')),
  move: counted,
  copy: counted,
  del: counted,
  recycleList: listBody(docItemView.extend({ days_left: z.number() })),
  restore: counted,
  destroy: counted,
  collect: okBody(z.object({ id: z.number(), collected: z.boolean() })),
  collectList: items,
  recentList: items,
  search: listBody(docItemView),
  quota: okBody(z.object({ used: z.number(), total: z.number() })),
  versions: okBody(
    z.array(
      z.object({
        version: z.number(),
        file_id: z.number(),
        size: z.number(),
        create_time: dateTime(),
        user_name: z.string(),
        url: z.string(),
      }),
    ),
  ),
  getSetting: okBody(docSettingsView),
  saveSetting: okBody(docSettingsView),
  /** folder path ('a', 'a/b') → its id */
  createBatchFolder: okBody(z.record(z.string(), z.number())),
};

/** The whole answer of Document/list: the page and, beside it, the folder's place, breadcrumb and can_edit. */
export type DocFolderPage = z.infer<typeof docAnswers.list>;

/** A shared item as a share link shows it to anyone holding the link. */
const publicItem = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.number(),
  ext: z.string(),
  size: z.number(),
  update_time: dateTime(),
});

/** Sharing: Document/share, shareInfo, sharedList, createLink, links, revokeLink, and the public share/read and share/preview. */
export const docShareAnswers = {
  share: okBody(z.object({ id: z.number(), count: z.number() })),
  shareInfo: okBody(
    z.array(
      z.object({
        target_type: z.number(),
        target_id: z.number(),
        role: z.number(),
        name: z.string(),
        expire_time: dateTime(),
      }),
    ),
  ),
  /** with the best role the member was given */
  sharedList: okBody(z.array(docItemView.extend({ role: z.number() }))),
  createLink: okBody(z.object({ link_id: z.number(), token: z.string(), url: z.string(), expire_time: dateTime() })),
  links: okBody(
    z.array(z.object({ link_id: z.number(), expire_time: dateTime(), create_time: dateTime(), expired: z.boolean() })),
  ),
  revokeLink: okBody(idOf('link_id')),
  /** the shared item (a document with its content), the folder open and what is in it */
  read: okBody(publicItem.extend({ content: z.string(), folder: publicItem, children: z.array(publicItem) })),
  /** a shared Word, Excel or text file's content for the preview page */
  preview: okBody(filePreviewView),
};

export const docProjectSpaceView = z.object({
  id: z.number(),
  project_name: z.string(),
  status: z.number(),
  status_name: z.string(),
  owner_name: z.string(),
});
export const docGroupView = z.object({
  id: z.number(),
  name: z.string(),
  remark: z.string(),
  role: z.number(),
  member_count: z.number(),
});
export const docGroupMemberView = z.object({ user_id: z.number(), user_name: z.string(), role: z.number() });

/** Shared spaces: ProjectDocument/projectList and 团队分组 (DocumentGroup/list, info, save, del). */
export const docSpaceAnswers = {
  projectList: okBody(z.array(docProjectSpaceView)),
  groupList: okBody(z.array(docGroupView)),
  groupInfo: okBody(docGroupView.omit({ member_count: true }).extend({ members: z.array(docGroupMemberView) })),
  groupSave: okBody(idOf('id')),
  groupDel: okBody(idOf('id')),
};
