import { defineWebModule } from '../../app/web-module.ts';

/** Signing in, registering, the member's own profile and the app download page. */
export default defineWebModule({
  pages: {
    login: () => import('../../pages/Login.tsx').then((m) => m.Login),
    registered: () => import('./Registered.tsx').then((m) => m.Registered),
    user: () => import('./Profile.tsx').then((m) => m.Profile),
    downloadDevice: () => import('../../pages/DownloadDevice.tsx').then((m) => m.DownloadDevice),
  },
});
