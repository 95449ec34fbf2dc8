import { contractChangeEntity, contractEntity, DOC_APPROVED } from '@suwork/domain/entities';
import type { EntityRow } from '../../../engine/entity-api.ts';
import { extend, type EntityExtensions } from '../../../engine/extensions.ts';
import { lazyPart } from '../../../components/lazy-part.tsx';

// loaded with the first contract page that shows them
const ChangeContractButton = lazyPart(
  () => import('./ChangeContractButton.tsx').then((m) => m.ChangeContractButton),
  null,
);
const ResplitButton = lazyPart(() => import('./ResplitButton.tsx').then((m) => m.ResplitButton), null);
const ContractVersionsTab = lazyPart(() => import('./ContractVersionsTab.tsx').then((m) => m.ContractVersionsTab));
const ChangeDiffTab = lazyPart(() => import('./ContractVersionsTab.tsx').then((m) => m.ChangeDiffTab));

const approved = (row: EntityRow) => Number(row.status) === DOC_APPROVED;

/** 合同变更 on the contract (the proposal, its versions, re-splitting the plans) and on the change request (its diff). */
export const CHANGE_EXTENSIONS: EntityExtensions = {
  ...extend(contractEntity, {
    detailActions: [
      {
        key: 'change',
        node: 'customer_changeRequest_add',
        show: approved,
        render: (row) => <ChangeContractButton contract={row} />,
      },
      {
        key: 'resplit',
        node: 'customer_recoveries_edit',
        show: approved,
        render: (row) => <ResplitButton contractId={row.id} />,
      },
    ],
    detailTabs: [{ key: 'versions', label: '版本记录', render: (row) => <ContractVersionsTab contractId={row.id} /> }],
  }),
  ...extend(contractChangeEntity, {
    detailTabs: [{ key: 'diff', label: '变更内容', render: (row) => <ChangeDiffTab changeId={row.id} /> }],
  }),
};
