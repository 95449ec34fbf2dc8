import { z } from 'zod';
import { authAnswers, nodeAnswers } from '../contracts/auth.ts';
import { noQuery } from './fields.ts';
import { route } from './route.ts';

const ROLE_ADMIN = { node: 'system_roleManagement' } as const;

/** Sign-in and sign-out: /api/Login/login, /api/user/getUserInfo, /api/user/loginOut. */
export const authRoutes = {
  login: route({
    method: 'POST',
    path: '/api/Login/login',
    auth: 'public',
    body: z.strictObject({
      username: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(64, '账号不能超过64个字符'),
      password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码不能超过128个字符'),
    }),
    answer: authAnswers.login,
  }),
  getUserInfo: route({
    method: 'GET',
    path: '/api/user/getUserInfo',
    auth: 'signedIn',
    query: noQuery(),
    answer: authAnswers.getUserInfo,
  }),
  loginOut: route({ method: 'GET', path: '/api/user/loginOut', auth: 'signedIn', answer: authAnswers.loginOut }),
};

/** The member's nodes and menu, and the trees the role editor offers. */
export const nodeRoutes = {
  getNode: route({ method: 'GET', path: '/api/node/getNode', auth: 'signedIn', answer: nodeAnswers.getNode }),
  getMenu: route({ method: 'GET', path: '/api/Common/getMenu', auth: 'signedIn', answer: nodeAnswers.getMenu }),
  /** the whole node tree with actions, for the role editor */
  getAllNode: route({ method: 'GET', path: '/api/node/getAllNode', auth: ROLE_ADMIN, answer: nodeAnswers.getAllNode }),
  /** data scope choices for roles */
  getDataNode: route({
    method: 'GET',
    path: '/api/node/getDataNode',
    auth: ROLE_ADMIN,
    answer: nodeAnswers.getDataNode,
  }),
  getRoles: route({
    method: 'GET',
    path: '/getRoles',
    auth: 'signedIn',
    query: z.strictObject({ status: z.coerce.number().int().min(1).max(2).optional() }),
    answer: nodeAnswers.getRoles,
  }),
};
