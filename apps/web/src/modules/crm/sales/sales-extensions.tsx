import {
  CHANCE_OPEN,
  CHANCE_WON,
  OFFER_ACCEPTED,
  OFFER_DRAFT,
  OFFER_SENT,
  offerEntity,
  opportunityEntity,
  rivalEntity,
} from '@suwork/domain/entities';
import type { CellValue } from '../../../engine/entity-api.ts';
import { extend, type EntityExtensions, type LinkQuery, type RecordOf } from '../../../engine/extensions.ts';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { salesApi } from './sales-api.ts';
import { CONTRACT_ADD, OFFER_ADD, OFFER_EDIT, OFFER_VIEW, OPPORTUNITY_EDIT } from './sales-nodes.ts';

const parts = () => import('./detail-parts.ts');
const StageHistoryTab = lazyPart(() => parts().then((m) => m.StageHistoryTab));
const ChanceRivalsTab = lazyPart(() => parts().then((m) => m.ChanceRivalsTab));
const OfferVersionsTab = lazyPart(() => parts().then((m) => m.OfferVersionsTab));
const RivalRecordTab = lazyPart(() => parts().then((m) => m.RivalRecordTab));
const CloseChanceButton = lazyPart(() => parts().then((m) => m.CloseChanceButton), null);
const CopyVersionButton = lazyPart(() => parts().then((m) => m.CopyVersionButton), null);
const OfferPdfButton = lazyPart(() => parts().then((m) => m.OfferPdfButton), null);
const OfferPrintButton = lazyPart(() => parts().then((m) => m.OfferPrintButton), null);
const stageInputs = () => import('./StageInputs.tsx');
const StageGroupInput = lazyPart(() => stageInputs().then((m) => m.StageGroupInput), null);
const StageInput = lazyPart(() => stageInputs().then((m) => m.StageInput), null);

/** A link query of record ids, leaving out the empty ones (an offer without an opportunity). */
function idQuery(ids: Record<string, CellValue>): LinkQuery {
  const query: LinkQuery = {};
  for (const [key, v] of Object.entries(ids))
    if ((typeof v === 'number' && v > 0) || (typeof v === 'string' && v !== '')) query[key] = v;
  return query;
}

type Chance = RecordOf<typeof opportunityEntity>;
type Offer = RecordOf<typeof offerEntity>;
const chanceOpen = (row: Chance) => row.status === CHANCE_OPEN;
const offerAnswerable = (row: Offer) => row.status === OFFER_DRAFT || row.status === OFFER_SENT;

/** What the sales pipeline adds to the engine pages of 商机, 报价 and 竞争对手. */
export const SALES_EXTENSIONS: EntityExtensions = {
  ...extend(opportunityEntity, {
    recordLinks: [
      {
        key: 'toContract',
        label: '转为合同',
        node: CONTRACT_ADD,
        route: 'addContract',
        // an open one: the contract's approval wins it
        show: chanceOpen,
        query: (row) => idQuery({ chance_id: row.id, enterprise_id: row.enterprise_id, step: 1 }),
      },
      {
        key: 'addOffer',
        label: '新建报价',
        node: OFFER_ADD,
        route: 'addOffer',
        show: (row) => chanceOpen(row) || row.status === CHANCE_WON,
        query: (row) => idQuery({ chance_id: row.id, enterprise_id: row.enterprise_id }),
      },
    ],
    recordCommands: [
      {
        key: 'win',
        label: '赢单',
        node: OPPORTUNITY_EDIT,
        show: chanceOpen,
        confirm: (row) => `确定将商机「${row.chance_name}」标记为赢单吗？客户将同时标记为已成交。`,
        run: (row) => salesApi.changeChanceStatus(row.id, 2),
      },
      {
        key: 'reopen',
        label: '重新打开',
        node: OPPORTUNITY_EDIT,
        show: (row) => !chanceOpen(row),
        confirm: (row) => `确定重新打开商机「${row.chance_name}」吗？`,
        run: (row) => salesApi.changeChanceStatus(row.id, 1),
      },
    ],
    detailActions: [
      {
        key: 'lose',
        node: OPPORTUNITY_EDIT,
        show: chanceOpen,
        render: (row) => <CloseChanceButton chanceId={row.id} status={3} />,
      },
      {
        key: 'invalid',
        node: OPPORTUNITY_EDIT,
        show: chanceOpen,
        render: (row) => <CloseChanceButton chanceId={row.id} status={4} />,
      },
    ],
    fieldWidgets: {
      stage_group_id: ({ row }) => <StageGroupInput row={row} />,
      stage_id: ({ row }) => <StageInput row={row} />,
    },
    detailTabs: [
      { key: 'stageHistory', label: '阶段历程', render: (row) => <StageHistoryTab chanceId={row.id} /> },
      { key: 'rivals', label: '竞争对手', render: (row) => <ChanceRivalsTab chanceId={row.id} /> },
    ],
  }),
  ...extend(offerEntity, {
    recordLinks: [
      {
        key: 'toContract',
        label: '转为合同',
        node: CONTRACT_ADD,
        route: 'addContract',
        show: (row) => row.status === OFFER_ACCEPTED,
        query: (row) =>
          idQuery({ offer_id: row.id, enterprise_id: row.enterprise_id, chance_id: row.chance_id, step: 1 }),
      },
    ],
    recordCommands: [
      {
        key: 'send',
        label: '发送',
        node: OFFER_EDIT,
        show: (row) => row.status === OFFER_DRAFT,
        run: (row) => salesApi.changeOfferStatus(row.id, 2),
      },
      {
        key: 'accept',
        label: '接受',
        node: OFFER_EDIT,
        show: offerAnswerable,
        confirm: (row) => `确定将报价「${row.title}」标记为客户已接受吗？`,
        run: (row) => salesApi.changeOfferStatus(row.id, 3),
      },
      {
        key: 'reject',
        label: '拒绝',
        node: OFFER_EDIT,
        show: offerAnswerable,
        confirm: (row) => `确定将报价「${row.title}」标记为客户已拒绝吗？`,
        run: (row) => salesApi.changeOfferStatus(row.id, 4),
      },
    ],
    detailActions: [
      { key: 'copyVersion', node: OFFER_ADD, render: (row) => <CopyVersionButton offerId={row.id} /> },
      { key: 'pdf', node: OFFER_VIEW, render: (row) => <OfferPdfButton offerId={row.id} /> },
      { key: 'print', node: OFFER_VIEW, render: (row) => <OfferPrintButton row={row} /> },
    ],
    detailTabs: [{ key: 'versions', label: '版本', render: (row) => <OfferVersionsTab offerId={row.id} /> }],
  }),
  ...extend(rivalEntity, {
    detailTabs: [{ key: 'record', label: '交锋记录', render: (row) => <RivalRecordTab rivalId={row.id} /> }],
  }),
};
