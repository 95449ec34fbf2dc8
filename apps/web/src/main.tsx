import { isPublicPath } from '@suwork/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { http } from './api/http.ts';
import { lazyToast } from './api/toast.ts';
import { getToken } from './api/token.ts';
import { AppRoot } from './app/AppRoot.tsx';
import { startFirstScreen } from './app/first-screen.ts';
import { buildRoutes } from './app/routing/routes.tsx';
import './styles/base.css';

// antd is not part of this first script (the sign-in page does without it). When the first page needs it (any page of
// a signed-in member, a public page), it is fetched at once rather than after the first render.
const path = window.location.pathname.replace(/\/+$/, '').toLowerCase();
if (getToken() !== undefined || (isPublicPath(path) && path !== '/login'))
  void import('./app/AntdScope.tsx').catch(() => undefined);

const router = createBrowserRouter(buildRoutes());
http.configure({ toast: lazyToast, redirectToLogin: (to) => void router.navigate(to, { replace: true }) });
startFirstScreen(window.location.pathname, window.location.search);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoot router={router} />
  </StrictMode>,
);
