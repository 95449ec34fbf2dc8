import { chanceAnswers, offerAnswers, rivalAnswers, type DataOf } from '@suwork/domain/contracts';
import { buildUrl, http } from '../../../api/http.ts';

export type { OfferVersion, RivalRecord, StageMove } from '@suwork/domain/contracts';
export type ChanceRival = DataOf<typeof chanceAnswers.rivals>[number];

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
    http.post<DataOf<typeof chanceAnswers.changeStatus>>('/api/Chance/changeStatus', { chance_id: chanceId, status, reason }),
  stageHistory: (chanceId: number, { signal }: Signal = {}) => http.get<DataOf<typeof chanceAnswers.stageHistory>>('/api/Chance/stageHistory', { chance_id: chanceId }, { signal }),
  chanceRivals: (chanceId: number, { signal }: Signal = {}) => http.get<DataOf<typeof chanceAnswers.rivals>>('/api/Chance/rivals', { chance_id: chanceId }, { signal }),
  /** replaces the opportunity's rivals with `rivalIds` */
  linkRivals: (chanceId: number, rivalIds: readonly number[]) => http.post<DataOf<typeof chanceAnswers.linkRivals>>('/api/Chance/linkRivals', { chance_id: chanceId, rival_ids: rivalIds }),
  /** 2 已发送, 3 已接受, 4 已拒绝 */
  changeOfferStatus: (offerId: number, status: 2 | 3 | 4) => http.post<DataOf<typeof offerAnswers.changeStatus>>('/api/Offer/changeStatus', { offer_id: offerId, status }),
  /** a new 草稿 version with the same lines */
  copyOfferVersion: (offerId: number) => http.post<DataOf<typeof offerAnswers.copyVersion>>('/api/Offer/copyVersion', { offer_id: offerId }),
  offerVersions: (offerId: number, { signal }: Signal = {}) => http.get<DataOf<typeof offerAnswers.versions>>('/api/Offer/versions', { offer_id: offerId }, { signal }),
  /** the quote as a PDF attachment, opened with the session cookie */
  offerPdfUrl: (offerId: number) => buildUrl('/api/Offer/pdf', { offer_id: offerId }),
  rivalRecord: (rivalId: number, { signal }: Signal = {}) => http.get<DataOf<typeof rivalAnswers.record>>('/api/Rival/record', { rival_id: rivalId }, { signal }),
};
