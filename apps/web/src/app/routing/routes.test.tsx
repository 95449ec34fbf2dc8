import { ERR, MSG, PERM_VERSION_HEADER, SIDEBAR_COOKIE, STORAGE_KEYS } from '@suwork/domain';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../api/http.ts';
import { heldNodes } from '../../test/held-nodes.ts';
import { getToken, setToken } from '../../api/token.ts';
import { queryClient } from '../../api/query-client.ts';
import { buildRoutes } from './routes.tsx';

// A member holding the CRM clue pages only (as the server would report them).
const HELD = new Set(['customer', 'customer_clues', 'customer_clues_add', 'customer_publicClues']);
const { userRoleNode, menu } = heldNodes(HELD);

type Reply = { code: number; msg: string; data: unknown };
let replies: Record<string, Reply>;
const requests: string[] = [];

// headers every answer carries (the server's permission version)
let headers: Record<string, string> = {};
const envelope = (body: Reply) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } });

beforeEach(() => {
  requests.length = 0;
  headers = {};
  replies = {
    '/api/node/getNode': { code: 0, msg: '', data: { version: 7, userRoleNode, menu } },
    '/api/user/getUserInfo': {
      code: 0,
      msg: '',
      data: { uid: 3, name: '王强', nick_name: 'wangqiang', avatar: '', role: 1, role_name: '销售员', dept_id: 3 },
    },
    '/api/user/loginOut': { code: 0, msg: '', data: null },
    '/api/Login/login': { code: 0, msg: '', data: { token: 'new-token', version: 7 } },
    '/api/Clue/getList': { code: 0, msg: '', data: [] },
    '/api/user/getList': { code: 0, msg: '', data: [] },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requests.push(url);
      const reply = replies[url.split('?')[0]];
      return reply ? envelope(reply) : new Response('not found', { status: 404 });
    }),
  );
  http.configure({ toast: { error: () => {} }, redirectToLogin: () => {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

function open(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const where = (router: ReturnType<typeof open>) => router.state.location.pathname + router.state.location.search;

function signedIn(version = '7') {
  setToken('tok');
  localStorage.setItem(STORAGE_KEYS.version, version);
}

describe('without a token', () => {
  it('a private path goes to /login with the path and query as redirect', async () => {
    const router = open('/customer/clues?page=2');
    await waitFor(() => expect(where(router)).toBe('/login?redirect=/customer/clues%3Fpage%3D2'));
    expect(await screen.findByLabelText('账号')).toBeTruthy();
  });

  it('an unknown path also asks for sign-in', async () => {
    const router = open('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('public routes open without signing in', async () => {
    open('/user/user');
    expect(await screen.findByText('登录后可查看个人资料')).toBeTruthy();
    // a share page without its token says the link does not work, rather than asking for sign-in
    open('/shareFile');
    expect(await screen.findByText('分享链接已失效')).toBeTruthy();
  });

  it('signing in stores token and version, clears leftNavPath and goes to the redirect', async () => {
    localStorage.setItem(STORAGE_KEYS.leftNavPath, '/system/tagList');
    const router = open('/login?redirect=/customer/publicClues');
    fireEvent.change(await screen.findByLabelText('账号'), { target: { value: 'wangqiang' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret' } });
    fireEvent.submit(screen.getByRole('form', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/publicClues'));
    expect(getToken()).toBe('new-token');
    expect(localStorage.getItem(STORAGE_KEYS.version)).toBe('7');
    expect(localStorage.getItem(STORAGE_KEYS.leftNavPath)).toBeNull();
  });

  it('the sign-in form names empty fields and shows the server message', async () => {
    replies['/api/Login/login'] = { code: 4011, msg: '账号或密码错误', data: null };
    open('/login');
    const form = await screen.findByRole('form', { name: '登录' });
    fireEvent.submit(form);
    expect(await screen.findByText(MSG.inputUsername)).toBeTruthy();
    expect(screen.getByText(MSG.inputPassword)).toBeTruthy();
    expect(requests).toEqual([]);
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'wrong' } });
    fireEvent.submit(form);
    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(getToken()).toBeUndefined();
  });
});

describe('signed in', () => {
  it('/login goes to the redirect target, or /', async () => {
    signedIn();
    const router = open('/login?redirect=/customer/clues');
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/clues'));
  });

  it('a module path opens its default page', async () => {
    signedIn();
    const router = open('/customer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/clues'));
    // the clue list of the entity engine
    expect(await screen.findByPlaceholderText('请输入线索名称/公司名称/联系人/手机/电话')).toBeTruthy();
    expect(requests.some((r) => r.startsWith('/api/Clue/getList?page=1&limit=10'))).toBe(true);
  });

  it('/ opens the first page the member may open when the workbench is not theirs', async () => {
    signedIn();
    const router = open('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/clues'));
  });

  it('a page shows its title bar, breadcrumb and menus', async () => {
    signedIn();
    open('/customer/addClue');
    expect(await screen.findByRole('heading', { name: '新建线索' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /返回/ })).toBeTruthy();
    expect(await screen.findByLabelText('线索名称')).toBeTruthy();
    expect(screen.getAllByText('客户管理').length).toBeGreaterThan(0);
    expect(document.title).toBe('新建线索 - suwork');
  });

  it('a page whose node is not held shows 无权访问', async () => {
    signedIn();
    open('/system/roleManagement');
    expect(await screen.findByText('无权访问')).toBeTruthy();
    expect(screen.queryByText(MSG.underConstruction)).toBeNull();
  });

  it('an unknown path shows the 404 page inside the shell', async () => {
    signedIn();
    open('/customer/nothing-here');
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeTruthy();
  });

  it('the profile, in the shell, shows the own details of getProfile', async () => {
    replies['/api/user/getProfile'] = {
      code: 0,
      msg: '',
      data: {
        user_id: 3,
        user_name: '王强',
        nick_name: 'wangqiang',
        user_phone: '13800000003',
        user_email: '',
        dept_id: 3,
        dept_name: '销售一部',
        job_number: '',
        ranks: '',
        avatar_url: '',
        role_id: '3',
        role_name: '销售员',
        create_time: '',
      },
    };
    signedIn();
    open('/user/user');
    expect(await screen.findByText('13800000003')).toBeTruthy();
    expect(screen.getByText('销售员')).toBeTruthy();
    expect(screen.getAllByText('王强').length).toBeGreaterThan(0);
  });

  it('a permission version changed since sign-in keeps the member signed in, says so and keeps the new version', async () => {
    signedIn('6');
    const router = open('/customer/clues');
    expect(await screen.findByText(MSG.permissionsUpdated)).toBeTruthy();
    await screen.findByRole('heading', { name: '线索' });
    expect(router.state.location.pathname).toBe('/customer/clues');
    expect(getToken()).toBe('tok');
    expect(localStorage.getItem(STORAGE_KEYS.version)).toBe('7');
    expect(requests).not.toContain('/api/user/loginOut');
  });

  it('an answer with a newer permission version fetches the menu again: the page taken away is gone, the member told once', async () => {
    signedIn();
    open('/customer/clues');
    await screen.findByRole('heading', { name: '线索' });
    const pages = () => screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(pages()).toEqual(['线索管理', '线索', '公海线索']);
    expect(screen.queryByText(MSG.permissionsUpdated)).toBeNull();
    const fetches = () => requests.filter((r) => r === '/api/node/getNode').length;
    const before = fetches();

    // the role lost 线索; the server's answers now carry version 8
    const fewer = heldNodes(new Set(['customer', 'customer_publicClues']));
    replies['/api/node/getNode'] = { code: 0, msg: '', data: { version: '8', ...fewer } };
    headers = { [PERM_VERSION_HEADER]: '8' };
    await act(async () => {
      await Promise.all([http.get('/api/user/getList'), http.get('/api/user/getList')]);
    });
    expect(await screen.findByText('无权访问')).toBeTruthy();
    expect(screen.getAllByText(MSG.permissionsUpdated)).toHaveLength(1);
    expect(pages()).toEqual(['线索管理', '公海线索']);
    expect(getToken()).toBe('tok');
    expect(localStorage.getItem(STORAGE_KEYS.version)).toBe('8');
    // answers with the version already shown fetch nothing more
    await act(async () => {
      await http.get('/api/user/getList');
    });
    expect(fetches()).toBe(before + 1);
  });

  it('a failed node load signs out to /login with the path as redirect', async () => {
    signedIn();
    replies['/api/node/getNode'] = { code: 500, msg: '服务器错误，请稍后重试', data: null };
    const router = open('/customer/clues');
    await waitFor(() => expect(where(router)).toBe('/login?redirect=/customer/clues'));
    expect(getToken()).toBeUndefined();
  });

  it('退出 signs out on the server, clears the token and tabs, and opens /login?redirect=/', async () => {
    signedIn();
    localStorage.setItem(
      STORAGE_KEYS.workTab,
      JSON.stringify([
        { name: '工作台', path: '/home/home' },
        { name: '线索', path: '/customer/clues' },
      ]),
    );
    const router = open('/customer/publicClues');
    fireEvent.click(await screen.findByRole('button', { name: /^用户菜单/ }));
    fireEvent.click(await screen.findByText('退出'));
    await waitFor(() => expect(where(router)).toBe('/login?redirect=/'));
    expect(requests).toContain('/api/user/loginOut');
    expect(getToken()).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.workTab) ?? '[]')).toEqual([
      { name: '工作台', path: '/home/home' },
    ]);
  });

  it('退出 drops the requests in flight, so none is refused afterwards with 登录已失效', async () => {
    signedIn();
    const toasts: string[] = [];
    http.configure({ toast: { error: (m) => void toasts.push(m) } });
    const fake = vi.mocked(fetch);
    const answer = fake.getMockImplementation()!;
    let refuseHeld: () => void = () => {};
    fake.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/user/loginOut')) refuseHeld();
      if (!url.startsWith('/api/held')) return answer(input, init);
      // answered 未登录 once the server has signed the session out, unless the browser gave up on it first
      return new Promise<Response>((resolve, reject) => {
        refuseHeld = () => resolve(envelope({ code: 403, msg: ERR.notSignedIn.msg, data: null }));
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    });
    const router = open('/customer/publicClues');
    fireEvent.click(await screen.findByRole('button', { name: /^用户菜单/ }));
    const held = http.get('/api/held').catch((e: unknown) => e);
    fireEvent.click(await screen.findByText('退出'));
    await waitFor(() => expect(where(router)).toBe('/login?redirect=/'));
    expect(await held).toMatchObject({ kind: 'cancelled' });
    expect(toasts).not.toContain(ERR.notSignedIn.msg);
  });

  it('the sidebar toggle is remembered in the sidebarStatus cookie', async () => {
    signedIn();
    open('/customer/publicClues');
    fireEvent.click(await screen.findByRole('button', { name: '收起菜单' }));
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=0`);
    fireEvent.click(screen.getByRole('button', { name: '展开菜单' }));
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=1`);
  });

  it('visited pages become work tabs kept in localStorage, closing the current one goes back', async () => {
    signedIn();
    const router = open('/customer/clues');
    await screen.findByRole('heading', { name: '线索' });
    await act(() => router.navigate('/customer/publicClues'));
    await screen.findByRole('heading', { name: '公海线索' });
    await waitFor(() =>
      expect(
        JSON.parse(localStorage.getItem(STORAGE_KEYS.workTab) ?? '[]').map((t: { name: string }) => t.name),
      ).toEqual(['工作台', '线索', '公海线索']),
    );
    const tabs = within(screen.getByRole('navigation', { name: '已打开的页面' }));
    expect(tabs.getByRole('link', { name: '公海线索' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(tabs.getByRole('button', { name: '关闭公海线索' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/clues'));
  });
});
