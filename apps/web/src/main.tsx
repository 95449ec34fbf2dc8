import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { http } from './api/http.ts';
import { lazyToast } from './api/toast.ts';
import { AppRoot } from './app/AppRoot.tsx';
import { buildRoutes } from './app/routing/routes.tsx';
import './styles/base.css';

const router = createBrowserRouter(buildRoutes());
http.configure({ toast: lazyToast, redirectToLogin: (to) => void router.navigate(to, { replace: true }) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoot router={router} />
  </StrictMode>,
);
