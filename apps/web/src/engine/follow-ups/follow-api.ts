import { followRoutes, type AnswerData, type InputOf } from '@suwork/domain/routes';
import { call } from '../../api/call.ts';

/** The feed page: 'YYYY-MM-DD' → that day's records, newest first. */
export type FollowFeedPage = AnswerData<typeof followRoutes.getList>;
/** status 1 normal, 2 voided (作废); content is sanitised HTML, attachment_id comma-joined file ids */
export type FollowRecord = FollowFeedPage[string][number];
export type FollowDocument = FollowRecord['document_list'][number];
export type FollowComment = FollowRecord['comment_list'][number];

export const FOLLOW_STATUS = { normal: 1, voided: 2 } as const;
/** Feed page size (spec §9). */
export const FOLLOW_PAGE_SIZE = 5;

export type FollowFilters = Pick<InputOf<typeof followRoutes.getList>, 'follow_type' | 'start_time' | 'end_time'>;
/** What a follow-up is written with (add), the record it belongs to aside. */
export type FollowValues = Omit<InputOf<typeof followRoutes.add>, 'entity' | 'real_id'>;

/** /api/CommonFollow: the feed of one record, writing, editing, voiding and replying. */
export const followApi = {
  list: (
    entity: string,
    realId: number,
    page: number,
    filters: FollowFilters,
    { signal }: { signal?: AbortSignal } = {},
  ) => call(followRoutes.getList, { entity, real_id: realId, page, limit: FOLLOW_PAGE_SIZE, ...filters }, { signal }),
  add: (entity: string, realId: number, values: FollowValues, idempotencyKey?: string) =>
    call(followRoutes.add, { entity, real_id: realId, ...values }, { idempotencyKey }),
  edit: (id: number, realId: number, values: Partial<FollowValues>) =>
    call(followRoutes.edit, { id, real_id: realId, ...values }),
  abolish: (id: number) => call(followRoutes.abolish, { id }),
  addComment: (followId: number, content: string) => call(followRoutes.addComment, { follow_id: followId, content }),
};
