import type { heldNodeView, menuNodeView } from '@suwork/domain/contracts';
import { authRoutes, nodeRoutes, type AnswerData } from '@suwork/domain/routes';
import type { z } from 'zod';
import { call } from './call.ts';

export type LoginResult = AnswerData<typeof authRoutes.login>;
export type UserInfo = AnswerData<typeof authRoutes.getUserInfo>;
/** One permission node and whether the signed-in user holds it. */
export type RoleNode = z.infer<typeof heldNodeView>;
/** A module (first level) or page (second level) the user may open. */
export type MenuNode = z.infer<typeof menuNodeView>;
export type NodeResult = AnswerData<typeof nodeRoutes.getNode>;

export const sessionApi = {
  /** Business errors come back as rejections without a toast: the login form shows them itself. */
  login: (username: string, password: string) => call(authRoutes.login, { username, password }, { silent: true }),
  userInfo: () => call(authRoutes.getUserInfo),
  nodes: () => call(nodeRoutes.getNode),
  logout: () => call(authRoutes.loginOut, undefined, { silent: true }),
};
