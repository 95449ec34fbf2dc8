import { http } from '../../api/http.ts';

export type LoginResult = { token: string; version: number | string };

export type UserInfo = {
  uid: number;
  name: string;
  nick_name: string;
  avatar: string;
  role: number;
  role_name: string;
  dept_id: number;
};

/** One permission node and whether the signed-in user holds it. */
export type RoleNode = { node_id: number; node_name: string; title: string; node_auth: boolean };

/** A module (first level) or page (second level) the user may open. */
export type MenuNode = {
  node_id: number;
  node_name: string;
  title: string;
  path?: string;
  icon?: string;
  group?: string;
  children: MenuNode[];
};

export type NodeResult = { version: number | string; userRoleNode: RoleNode[]; menu: MenuNode[] };

export const sessionApi = {
  /** Business errors come back as rejections without a toast: the login form shows them itself. */
  login: (username: string, password: string) => http.post<LoginResult>('/api/Login/login', { username, password }, { silent: true }),
  userInfo: () => http.get<UserInfo>('/api/user/getUserInfo'),
  nodes: () => http.get<NodeResult>('/api/node/getNode'),
  logout: () => http.get<null>('/api/user/loginOut', undefined, { silent: true }),
};
