import { MODULES, PUBLIC_ROUTES, ROUTES, type AppRoute } from '@suwork/domain';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../route-handle.ts';
import { LoginRoute } from './LoginRoute.tsx';
import { PublicFrame } from './PublicFrame.tsx';
import { HomeRedirect, ModuleRedirect } from './Redirects.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { RoutedPage } from './RoutedPage.tsx';
import { OptionalShellLayout, SignedInLayout } from './SignedInLayout.tsx';

const NotFound = lazy(() => import('../../pages/NotFound.tsx').then((m) => ({ default: m.NotFound })));

/** Public routes shown in the shell when signed in. */
const IN_SHELL_WHEN_SIGNED_IN = new Set(['user']);

const entry = (route: AppRoute): RouteObject => ({
  path: route.path,
  element: <RoutedPage route={route} />,
  handle: { route } satisfies RouteHandle,
});

/** The whole route table, built from the catalogue (ROUTES) of the domain package. */
export function buildRoutes(): RouteObject[] {
  const login = PUBLIC_ROUTES.find((r) => r.name === 'login');
  const bare = PUBLIC_ROUTES.filter((r) => r.name !== 'login' && !IN_SHELL_WHEN_SIGNED_IN.has(r.name));
  const optional = PUBLIC_ROUTES.filter((r) => IN_SHELL_WHEN_SIGNED_IN.has(r.name));
  const guarded = ROUTES.filter((r) => r.meta.type !== 'public');

  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { path: '/login', element: <LoginRoute />, handle: { route: login } satisfies RouteHandle },
        { element: <PublicFrame />, children: bare.map(entry) },
        { element: <OptionalShellLayout />, children: optional.map(entry) },
        {
          element: <SignedInLayout />,
          children: [
            { path: '/', element: <HomeRedirect /> },
            ...MODULES.map((m) => ({ path: `/${m.seg}`, element: <ModuleRedirect seg={m.seg} /> })),
            ...guarded.map(entry),
            { path: '*', element: <NotFound />, handle: { title: '页面不存在' } satisfies RouteHandle },
          ],
        },
      ],
    },
  ];
}
