// 云文档 vocabulary. Numbers are permanent: items, shares and settings store them.
import type { DocSettings } from './contracts/documents.ts';

/**
 * Where an item lives: 1 个人空间 (space_id = the member), 2 项目空间 (space_id = the project: its 负责人 and
 * members work in it), 3 分组 (space_id = a 团队分组: a named space its members share).
 */
export const DOC_SPACE = { personal: 1, project: 2, group: 3 } as const;
export type DocSpace = (typeof DOC_SPACE)[keyof typeof DOC_SPACE];

/** 1 文件夹, 2 文件 (uploaded), 3 在线文档 */
export const DOC_KIND = { folder: 1, file: 2, doc: 3 } as const;
export type DocKind = (typeof DOC_KIND)[keyof typeof DOC_KIND];

/** A share's role: 1 可查看, 2 可编辑. */
export const DOC_ROLE = { viewer: 1, editor: 2 } as const;
export const DOC_ROLE_LABELS: Record<number, string> = { 1: '可查看', 2: '可编辑' };

/** A share's target: 1 成员, 2 部门. */
export const DOC_TARGET = { member: 1, department: 2 } as const;

/** A member's role in a 分组: 1 可查看, 2 可编辑, 3 管理 (edit the group itself; its creator). */
export const DOC_GROUP_ROLE = { viewer: 1, editor: 2, manager: 3 } as const;
export const DOC_GROUP_ROLE_LABELS: Record<number, string> = { 1: '可查看', 2: '可编辑', 3: '管理员' };
export const DOC_GROUP_NAME_MAX = 50;
export const DOC_GROUP_MEMBERS_MAX = 500;

/** `expire_days` of a share link that never expires (永久有效): a choice of its own, never a default. */
export const DOC_LINK_FOREVER = 0;
export const DOC_LINK_FOREVER_LABEL = '永久有效';
/** How long a new share link lasts, as the share dialog offers it: days, or DOC_LINK_FOREVER. */
export const DOC_LINK_DAYS = [
  { value: 1, label: '1天' },
  { value: 7, label: '7天' },
  { value: 30, label: '30天' },
  { value: DOC_LINK_FOREVER, label: DOC_LINK_FOREVER_LABEL },
] as const;
export type DocLinkDays = (typeof DOC_LINK_DAYS)[number]['value'];
export const DOC_LINK_DAYS_DEFAULT: DocLinkDays = 7;
/** A share link's end as the share dialog lists it: 永久有效 when it has none (`expire_time` null). */
export const docLinkExpiry = (link: { expire_time: string | null; expired?: boolean }) =>
  link.expire_time === null
    ? DOC_LINK_FOREVER_LABEL
    : link.expired
      ? `已于${link.expire_time}过期`
      : `${link.expire_time} 过期`;

/** Items stay this many days in the 回收站, then are deleted for good. */
export const DOC_TRASH_DAYS = 30;
export const DOC_NAME_MAX = 255;
/** Folders a folder upload may create at once. */
export const DOC_BATCH_FOLDERS_MAX = 500;

/** 文档设置 (its fields are described with the answer that carries them) */
export type { DocSettings };
/** The extensions `allowed_exts` names, lower case without dots; an empty set allows every type. */
export const allowedExtensions = (csv: string): Set<string> =>
  new Set(
    csv
      .split(',')
      .map((e) => e.trim().toLowerCase().replace(/^\./, ''))
      .filter(Boolean),
  );

export const DOC_SETTINGS_DEFAULT: DocSettings = {
  allowed_exts: '',
  max_file_mb: 2048,
  hide_download_user_id: 0,
  default_quota_gb: 10,
};

export const DOC_MSG = {
  notFound: '文件不存在或已被删除',
  noAccess: '没有权限访问该文件',
  readOnly: '您对该文件只有查看权限',
  nameRequired: '请输入名称',
  nameTooLong: `名称不能超过${DOC_NAME_MAX}个字`,
  badName: '名称不能包含 / \\ : * ? " < > | 等字符',
  folderExists: (name: string) => `同一位置已有名为「${name}」的文件夹`,
  notFolder: '目标不是文件夹',
  intoItself: '不能移动到自身或其子文件夹中',
  otherSpace: '只能在同一空间内移动',
  extNotAllowed: (ext: string) => `不允许上传 .${ext} 类型的文件`,
  tooLarge: (mb: number) => `单个文件不能超过${mb}MB`,
  quotaFull: '空间容量不足，请清理后再上传',
  notInTrash: '该文件不在回收站中',
  linkInvalid: '分享链接已失效',
  linkDays: `分享链接有效期只能选择${DOC_LINK_DAYS.filter((d) => d.value !== DOC_LINK_FOREVER)
    .map((d) => d.label)
    .join('、')}或${DOC_LINK_FOREVER_LABEL}`,
  fileInUse: '文件不存在',
  notOwner: '只有文件所在空间的所有者可以分享',
  projectRequired: '请选择项目',
  groupNameRequired: '请输入分组名称',
  groupNameTooLong: `分组名称不能超过${DOC_GROUP_NAME_MAX}个字`,
  groupExists: (name: string) => `已有名为「${name}」的分组`,
  groupNotFound: '分组不存在或您不是该分组的成员',
  groupManagerOnly: '只有分组管理员可以修改或删除分组',
  groupMembersTooMany: `分组成员不能超过${DOC_GROUP_MEMBERS_MAX}人`,
  groupMemberMissing: '所选成员不存在或已被禁用',
} as const;
