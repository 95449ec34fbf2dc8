import { APPLICATIONS } from '@suwork/domain/entities';
import { createElement } from 'react';
import type { PageLoader } from '../../../engine/register.ts';

const formPage =
  (def: (typeof APPLICATIONS)[number]): PageLoader =>
  () =>
    import('./ApplicationFormPage.tsx').then((m) => {
      const Bound = () => createElement(m.ApplicationFormPage, { entity: def });
      Bound.displayName = `ApplicationFormPage(${def.key})`;
      return Bound;
    });

/**
 * Pages of the OA applications: a form per type (leaveAdd, becomeMemberAdd …), one detail page opened from the
 * approval centre (applicationInfo) and from OA记录 (oaRecordDetail), OA记录 with a tab per type, and OA配置.
 */
export const APPLICATION_PAGES: Readonly<Record<string, PageLoader>> = {
  ...Object.fromEntries(APPLICATIONS.map((def) => [def.routes.add!, formPage(def)])),
  applicationInfo: () => import('./ApplicationInfoPage.tsx').then((m) => m.ApplicationInfoPage),
  oaRecordDetail: () =>
    import('./ApplicationInfoPage.tsx').then((m) => {
      const FromRecords = () => createElement(m.ApplicationInfoPage, { listRoute: 'oaRecord' });
      return FromRecords;
    }),
  oaRecord: () => import('./OaRecordPage.tsx').then((m) => m.OaRecordPage),
  oaConfig: () => import('./OaConfigPage.tsx').then((m) => m.OaConfigPage),
};
