import { nodeOf } from '@suwork/domain';
import { DEBT_KINDS, type DebtKind } from '@suwork/domain/entities';
import { lazyPart } from '../../../components/lazy-part.tsx';
import type { EntityRow } from '../../../engine/entity-api.ts';
import type { EntityExtension, EntityExtensions } from '../../../engine/extensions.ts';
import { debtApi } from './debt-api.ts';
import { canRecover } from './recoverable.ts';

type Props = { kind: DebtKind; row: EntityRow };

const RecoveryTab = lazyPart<Props>(() => import('./RecoveryTab.tsx').then((m) => m.RecoveryTab));
const RecoverButton = lazyPart<Props>(() => import('./RecoveryTab.tsx').then((m) => m.RecoverButton));

/** What a write-off kind adds to its engine pages: 收回记录, 登记收回, and an add page starting from what may be written off. */
function extensionOf(kind: DebtKind): EntityExtension {
  return {
    detailTabs: [
      {
        key: 'recoveries',
        label: '收回记录',
        show: (row) => Number(row.recovered_amount ?? 0) > 0 || canRecover(row),
        render: (row) => <RecoveryTab kind={kind} row={row} />,
      },
    ],
    detailActions: [
      {
        key: 'recover',
        node: nodeOf(kind.recoverNode),
        show: canRecover,
        render: (row) => <RecoverButton kind={kind} row={row} />,
      },
    ],
    // opened from the ageing (转坏账 / 转呆账) or with a contract chosen: the whole amount that may still be written off
    addDefaults: {
      param: 'contract_id',
      load: async (id, signal) => ({ contract_id: id, amount: (await debtApi(kind).room(id, signal)).data.room }),
    },
  };
}

export const DEBT_EXTENSIONS: EntityExtensions = Object.fromEntries(DEBT_KINDS.map((k) => [k.def.key, extensionOf(k)]));
