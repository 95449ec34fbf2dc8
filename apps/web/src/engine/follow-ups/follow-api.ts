import type { attachedFileView, DataOf, followAnswers, followRecordView } from '@suwork/domain/contracts';
import type { z } from 'zod';
import { http } from '../../api/http.ts';

export type FollowDocument = z.infer<typeof attachedFileView>;
/** status 1 normal, 2 voided (作废); content is sanitised HTML, attachment_id comma-joined file ids */
export type FollowRecord = z.infer<typeof followRecordView>;
export type FollowComment = FollowRecord['comment_list'][number];
/** The feed page: 'YYYY-MM-DD' → that day's records, newest first. */
export type FollowFeedPage = DataOf<typeof followAnswers.getList>;

export const FOLLOW_STATUS = { normal: 1, voided: 2 } as const;
/** Feed page size (spec §9). */
export const FOLLOW_PAGE_SIZE = 5;

export type FollowFilters = { follow_type?: number; start_time?: string; end_time?: string };
export type FollowValues = {
  follow_type: number;
  follow_time: string;
  next_follow_time?: string | null;
  next_follow_content?: string;
  contact_name: string;
  contact_id?: number | null;
  content: string;
  attachment_id?: string;
};

/** /api/CommonFollow: the feed of one record, writing, editing, voiding and replying. */
export const followApi = {
  list: (entity: string, realId: number, page: number, filters: FollowFilters, { signal }: { signal?: AbortSignal } = {}) =>
    http.get<FollowFeedPage>('/api/CommonFollow/getList', { entity, real_id: realId, page, limit: FOLLOW_PAGE_SIZE, ...filters }, { signal }),
  add: (entity: string, realId: number, values: FollowValues, idempotencyKey?: string) =>
    http.post<{ id: number }>('/api/CommonFollow/add', { entity, real_id: realId, ...values }, { idempotencyKey }),
  edit: (id: number, realId: number, values: Partial<FollowValues>) => http.post<{ id: number }>('/api/CommonFollow/edit', { id, real_id: realId, ...values }),
  abolish: (id: number) => http.post<{ id: number }>('/api/CommonFollow/abolish', { id }),
  addComment: (followId: number, content: string) => http.post<{ id: number }>('/api/CommonFollow/addComment', { follow_id: followId, content }),
};
