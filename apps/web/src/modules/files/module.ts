import { defineWebModule } from '../../app/web-module.ts';

export default defineWebModule({
  pages: {
    fileView: () => import('./FileViewPage.tsx').then((m) => m.FileViewPage),
    projectFileView: () => import('./FileViewPage.tsx').then((m) => m.FileViewPage),
  },
});
