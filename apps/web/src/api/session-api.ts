import { authAnswers, heldNodeView, menuNodeView, nodeAnswers, type DataOf } from '@suwork/domain/contracts';
import type { z } from 'zod';
import { http } from './http.ts';

export type LoginResult = DataOf<typeof authAnswers.login>;
export type UserInfo = DataOf<typeof authAnswers.getUserInfo>;
/** One permission node and whether the signed-in user holds it. */
export type RoleNode = z.infer<typeof heldNodeView>;
/** A module (first level) or page (second level) the user may open. */
export type MenuNode = z.infer<typeof menuNodeView>;
export type NodeResult = DataOf<typeof nodeAnswers.getNode>;

export const sessionApi = {
  /** Business errors come back as rejections without a toast: the login form shows them itself. */
  login: (username: string, password: string) => http.post<LoginResult>('/api/Login/login', { username, password }, { silent: true }),
  userInfo: () => http.get<UserInfo>('/api/user/getUserInfo'),
  nodes: () => http.get<NodeResult>('/api/node/getNode'),
  logout: () => http.get<DataOf<typeof authAnswers.loginOut>>('/api/user/loginOut', undefined, { silent: true }),
};
