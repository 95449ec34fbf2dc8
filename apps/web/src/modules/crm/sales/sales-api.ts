import { chanceRoutes, offerRoutes, rivalRoutes, type AnswerData, type InputOf } from '@suwork/domain/routes';
import { call, urlOf } from '../../../api/call.ts';

export type { OfferVersion, RivalRecord, StageMove } from '@suwork/domain/contracts';
export type ChanceRival = AnswerData<typeof chanceRoutes.rivals>[number];

type Signal = { signal?: AbortSignal };

/**
 * Cache keys under the entity's own (['entity', key, …]), so the refresh after an engine command or an edit reloads
 * them with the record.
 */
export const salesKeys = {
  stageHistory: (chanceId: number) => ['entity', 'opportunity', 'stageHistory', chanceId],
  chanceRivals: (chanceId: number) => ['entity', 'opportunity', 'rivals', chanceId],
  offerVersions: (offerId: number) => ['entity', 'offer', 'versions', offerId],
  rivalRecord: (rivalId: number) => ['entity', 'rival', 'record', rivalId],
};

/** The sales pipeline's calls beside the engine's: status changes, stage history, rivals, quote versions. */
export const salesApi = {
  /** 1 reopens, 2 赢单, 3 输单 and 4 无效 (these two with a reason) */
  changeChanceStatus: (chanceId: number, status: 1 | 2 | 3 | 4, reason?: string) =>
    call(chanceRoutes.changeStatus, { chance_id: chanceId, status, reason }),
  stageHistory: (chanceId: number, { signal }: Signal = {}) =>
    call(chanceRoutes.stageHistory, { chance_id: chanceId }, { signal }),
  chanceRivals: (chanceId: number, { signal }: Signal = {}) =>
    call(chanceRoutes.rivals, { chance_id: chanceId }, { signal }),
  /** replaces the opportunity's rivals with `rivalIds` */
  linkRivals: (chanceId: number, rivalIds: readonly number[]) =>
    call(chanceRoutes.linkRivals, { chance_id: chanceId, rival_ids: [...rivalIds] }),
  /** 2 已发送, 3 已接受, 4 已拒绝 */
  changeOfferStatus: (offerId: number, status: InputOf<typeof offerRoutes.changeStatus>['status']) =>
    call(offerRoutes.changeStatus, { offer_id: offerId, status }),
  /** a new 草稿 version with the same lines */
  copyOfferVersion: (offerId: number) => call(offerRoutes.copyVersion, { offer_id: offerId }),
  offerVersions: (offerId: number, { signal }: Signal = {}) =>
    call(offerRoutes.versions, { offer_id: offerId }, { signal }),
  /** the quote as a PDF attachment, opened with the session cookie */
  offerPdfUrl: (offerId: number) => urlOf(offerRoutes.pdf, { offer_id: offerId }),
  rivalRecord: (rivalId: number, { signal }: Signal = {}) =>
    call(rivalRoutes.record, { rival_id: rivalId }, { signal }),
};
