import { STORAGE_KEYS } from '@suwork/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http.ts';
import { heldNodes } from '../../test/held-nodes.ts';
import { removeToken, setToken } from '../../api/token.ts';
import { queryClient } from '../../api/query-client.ts';
import { buildRoutes } from '../routing/routes.tsx';
import { TAB_OWNER_KEY } from '../work-tabs.ts';

// Work tabs (localStorage workTab) are one member's: the next member to sign in on this browser, without the
// first having signed out, does not get them.

const HELD = new Set(['customer', 'customer_clues', 'customer_publicClues']);
const { userRoleNode, menu } = heldNodes(HELD);

const WANG = { uid: 3, name: '王强', nick_name: 'wangqiang', avatar: '', role: 1, role_name: '销售员', dept_id: 3 };
const YANG = { uid: 8, name: '杨磊', nick_name: 'yanglei', avatar: '', role: 1, role_name: '销售员', dept_id: 4 };
let me = WANG;

beforeEach(() => {
  me = WANG;
  localStorage.clear();
  const replies: Record<string, unknown> = {
    '/api/node/getNode': { version: 7, userRoleNode, menu },
    '/api/Login/login': { token: 'token-of-next', version: 7 },
    '/api/Clue/getList': [],
    '/api/PublicClue/getList': [],
    '/api/user/getList': [],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).split('?')[0];
      const data = path === '/api/user/getUserInfo' ? me : replies[path];
      const body =
        data === undefined ? { code: 4041, msg: '接口不存在', data: null } : { code: 0, msg: '', data, count: 0 };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  http.configure({ toast: { error: () => {} }, redirectToLogin: () => {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  removeToken();
});

function open(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const tabNames = () =>
  within(screen.getByRole('navigation', { name: '已打开的页面' }))
    .getAllByRole('link')
    .map((t) => t.textContent);
const storedNames = () =>
  (JSON.parse(localStorage.getItem(STORAGE_KEYS.workTab) ?? '[]') as { name: string }[]).map((t) => t.name);

/** 王强 works on the clue list, then the session ends without 退出 (token lost, browser closed). */
async function wangLeavesTabsBehind() {
  setToken('token-of-wang');
  localStorage.setItem(STORAGE_KEYS.version, '7');
  open('/customer/clues');
  await screen.findByRole('heading', { name: '线索' });
  await waitFor(() => expect(storedNames()).toEqual(['工作台', '线索']));
  cleanup();
  queryClient.clear();
  removeToken();
}

async function signInAs(user: typeof WANG) {
  me = user;
  const router = open('/login?redirect=/customer/publicClues');
  fireEvent.change(await screen.findByLabelText('账号'), { target: { value: user.nick_name } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret' } });
  fireEvent.submit(screen.getByRole('form', { name: '登录' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/customer/publicClues'));
  await screen.findByRole('heading', { name: '公海线索' });
}

// two sign-ins and lazily loaded pages per test: slow on a busy machine
describe('work tabs and who is signed in', () => {
  it('another member signing in without the first signing out starts from the workbench, not with their tabs', async () => {
    await wangLeavesTabsBehind();
    await signInAs(YANG);
    await waitFor(() => expect(tabNames()).toEqual(['工作台', '公海线索']));
    expect(storedNames()).toEqual(['工作台', '公海线索']);
    expect(localStorage.getItem(TAB_OWNER_KEY)).toBe('8');
  });

  it('the same member signing in again finds their tabs', async () => {
    await wangLeavesTabsBehind();
    await signInAs(WANG);
    await waitFor(() => expect(tabNames()).toEqual(['工作台', '线索', '公海线索']));
  });
});
