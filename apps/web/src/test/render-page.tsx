import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { grantsFor } from '../components/auth/permission.ts';
import type { UserInfo } from '../api/session-api.ts';
import { SessionContext } from '../components/auth/session-context.ts';

type Options = {
  /** the member's name ('admin' holds every node) */
  user?: string;
  /** nodes held (node_auth true) */
  nodes?: readonly string[];
  /** member type (3 may set department leaders) */
  role?: number;
  /** the route pattern the page is mounted at, for a path with parameters ('/system/flowSetting/:id'); default the path */
  route?: string;
  /** the query cache (default a new one): the app's own, for what it asked for before the page showed */
  queryClient?: QueryClient;
};

/**
 * Renders a page at `path` as the signed-in app would: router, query cache, antd App (message, modal),
 * session with the given permission nodes. Every other path renders a probe with its location.
 */
export function renderPage(
  path: string,
  page: ReactElement,
  { user = '王强', nodes = [], role = 1, route, queryClient: given }: Options = {},
) {
  const info: UserInfo = { uid: 3, name: user, nick_name: '', avatar: '', role, role_name: '销售员', dept_id: 3 };
  const roleNodes = nodes.map((n, i) => ({ node_id: i + 1, node_name: n, title: n, node_auth: true }));
  const session = {
    user: info,
    nodes: { version: '1', menu: [], userRoleNode: roleNodes },
    grants: grantsFor(info, roleNodes),
  };
  const queryClient =
    given ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const pathname = path.split('?')[0];
  const router = createMemoryRouter(
    [
      { path: route ?? pathname, element: page },
      { path: '*', element: <p>其他页面</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <ConfigProvider locale={zhCN}>
      <App>
        <QueryClientProvider client={queryClient}>
          <SessionContext.Provider value={session}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
  const where = () => router.state.location.pathname + router.state.location.search;
  return { ...view, router, where, queryClient };
}
