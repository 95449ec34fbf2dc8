import type { PageLoader } from '../../engine/register.ts';

/** Pages of 云文档 by route name. */
export const DOCUMENT_PAGES: Readonly<Record<string, PageLoader>> = {
  homePage: () => import('./DocHomePage.tsx').then((m) => m.DocHomePage),
  mySpace: () => import('./MySpacePage.tsx').then((m) => m.MySpacePage),
  shareSpace: () => import('./ShareSpacePage.tsx').then((m) => m.ShareSpacePage),
  projectSpace: () => import('./ProjectSpacePage.tsx').then((m) => m.ProjectSpacePage),
  collect: () => import('./CollectPage.tsx').then((m) => m.CollectPage),
  recycle: () => import('./RecyclePage.tsx').then((m) => m.RecyclePage),
  documentSetting: () => import('./DocumentSettingPage.tsx').then((m) => m.DocumentSettingPage),
  onlineDocAdd: () => import('./OnlineDocPage.tsx').then((m) => m.OnlineDocPage),
  spacePageGroupAdd: () => import('./GroupFormPage.tsx').then((m) => m.GroupFormPage),
  onlineDocEdit: () => import('./OnlineDocPage.tsx').then((m) => m.OnlineDocPage),
  shareFile: () => import('./SharePages.tsx').then((m) => m.ShareFilePage),
  shareDoc: () => import('./SharePages.tsx').then((m) => m.ShareDocPage),
};
