import { DEBT_KINDS } from '@suwork/domain/entities';
import { createElement } from 'react';
import type { PageLoader } from '../../../engine/register.ts';
import type { FinancePart } from '../finance-part.ts';
import { DEBT_EXTENSIONS } from './debt-extensions.tsx';

/** 新建 / 编辑坏账收回 and 呆账收回, each bound to its kind. */
const recoveryPages: Record<string, PageLoader> = Object.fromEntries(
  DEBT_KINDS.flatMap((kind) =>
    (['add', 'edit'] as const).map((mode): [string, PageLoader] => [
      mode === 'add' ? kind.routes.addRecovery : kind.routes.editRecovery,
      () =>
        import('./RecoveryFormPage.tsx').then((m) => {
          const Page = () => createElement(m.RecoveryFormPage, { kind, mode });
          Page.displayName = `RecoveryFormPage(${kind.def.key}:${mode})`;
          return Page;
        }),
    ]),
  ),
);

/**
 * 坏账, 呆账 and their 收回, the ageing of receivables: pages by route name and what it adds to the engine pages.
 * The ageing itself (AgeingTable.tsx) is a part the finance overview embeds.
 */
export const DEBT_PART: FinancePart = { pages: recoveryPages, extensions: DEBT_EXTENSIONS };
