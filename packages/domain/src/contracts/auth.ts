import { z } from 'zod';
import { emptyBody, listBody, okBody } from './envelope.ts';

/** A node of the permission tree (module, page or action) as the role editor reads it. */
export const permissionNodeView = z.object({
  node_id: z.number(),
  node_name: z.string(),
  title: z.string(),
  /** NODE_KIND: 1 module, 2 page, 3 action */
  kind: z.number(),
  parent_id: z.number(),
  path: z.string().optional(),
  icon: z.string().optional(),
  /** second-level menu group title (pages only) */
  group: z.string().optional(),
  get children() {
    return z.array(permissionNodeView);
  },
});
/** A module or page of the member's menu. */
export const menuNodeView = z.object({
  node_id: z.number(),
  node_name: z.string(),
  title: z.string(),
  path: z.string().optional(),
  icon: z.string().optional(),
  group: z.string().optional(),
  get children() {
    return z.array(menuNodeView);
  },
});
/** Every node, and whether the member holds it. */
export const heldNodeView = z.object({
  node_id: z.number(),
  node_name: z.string(),
  title: z.string(),
  node_auth: z.boolean(),
});
/** A choice of a picker: a number and its label. */
export const labelledValueView = z.object({ value: z.number(), label: z.string() });
export const signedInView = z.object({ token: z.string(), version: z.string() });
export const userInfoView = z.object({
  uid: z.number(),
  name: z.string(),
  nick_name: z.string(),
  avatar: z.string(),
  role: z.number(),
  role_name: z.string(),
  dept_id: z.number(),
});
export const roleChoiceView = z.object({
  role_id: z.number(),
  role_name: z.string(),
  status: z.number(),
  data_scope: z.number(),
});
export type PermissionNode = z.infer<typeof permissionNodeView>;
export type MenuNode = z.infer<typeof menuNodeView>;
export type HeldNode = z.infer<typeof heldNodeView>;
export type LabelledValue = z.infer<typeof labelledValueView>;
export type SignedIn = z.infer<typeof signedInView>;
export type UserInfo = z.infer<typeof userInfoView>;

/** Sign-in and sign-out: /api/Login/login, /api/user/getUserInfo, /api/user/loginOut. */
export const authAnswers = {
  login: okBody(signedInView),
  getUserInfo: okBody(userInfoView),
  loginOut: emptyBody,
};

/** The member's nodes and menu, and the trees the role editor offers: /api/node/<name>, /api/Common/getMenu, /getRoles. */
export const nodeAnswers = {
  getNode: okBody(z.object({ version: z.string(), userRoleNode: z.array(heldNodeView), menu: z.array(menuNodeView) })),
  getMenu: okBody(z.array(menuNodeView)),
  getAllNode: okBody(z.array(permissionNodeView)),
  getDataNode: okBody(z.array(labelledValueView)),
  getRoles: listBody(roleChoiceView),
};
