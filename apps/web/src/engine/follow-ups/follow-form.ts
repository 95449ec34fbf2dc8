// The rules of the write-follow-up form (spec §5), as pure functions the dialog and its tests share.
import dayjs, { type Dayjs } from 'dayjs';
import { isEmptyHtml } from '../../components/editor/html-text.ts';
import type { UploadedFile } from '../../components/upload/upload-api.ts';
import { DATETIME_FORMAT } from '../../lib/format.ts';
import type { FollowRecord, FollowValues } from './follow-api.ts';
import { companyNow } from '../../lib/dates.ts';

/** Next follow-up defaults to this many days after now (spec §9). */
export const NEXT_FOLLOW_DAYS = 3;
export const NEXT_BEFORE_FOLLOW = '下次跟进时间不能早于跟进时间';

export type FollowFormValues = {
  follow_type?: number;
  follow_time?: Dayjs | null;
  next_follow_time?: Dayjs | null;
  next_follow_content?: string;
  /** text mode */
  contact_name?: string;
  /** select mode (a customer's contacts) */
  contact_id?: number;
  content?: string;
  files?: UploadedFile[];
};

export type ContactOption = { value: number; label: string };

/** follow_time now, next_follow_time now + 3 days. */
export function followDefaults(now: Dayjs = companyNow()): Pick<FollowFormValues, 'follow_time' | 'next_follow_time'> {
  return { follow_time: now, next_follow_time: now.add(NEXT_FOLLOW_DAYS, 'day') };
}

/** The follow-time picker disables the days after the chosen next follow-up time. */
export const followDateDisabled =
  (next: Dayjs | null | undefined) =>
  (d: Dayjs): boolean =>
    Boolean(next && d.isAfter(next, 'day'));

/** The next-time picker disables the days before the follow time. */
export const nextDateDisabled =
  (follow: Dayjs | null | undefined) =>
  (d: Dayjs): boolean =>
    Boolean(follow && d.isBefore(follow, 'day'));

/** The next follow-up may not come before the follow-up itself. */
export const nextTimeError = (follow: Dayjs | null | undefined, next: Dayjs | null | undefined): string | undefined =>
  follow && next && next.isBefore(follow) ? NEXT_BEFORE_FOLLOW : undefined;

/** The form's values for a new follow-up (`contactName`: the record's contact person, for the text box). */
export function newFollowValues(
  now: Dayjs,
  contactName: string | undefined,
  firstContact: ContactOption | undefined,
): FollowFormValues {
  return {
    ...followDefaults(now),
    contact_name: contactName ?? '',
    contact_id: firstContact?.value,
    content: '',
    files: [],
  };
}

/** The form's values for editing a follow-up. */
export function editFollowValues(r: FollowRecord): FollowFormValues {
  return {
    follow_type: r.follow_type,
    follow_time: dayjs(r.follow_time),
    next_follow_time: r.next_follow_time ? dayjs(r.next_follow_time) : null,
    next_follow_content: r.next_follow_content,
    contact_name: r.contact_name,
    contact_id: r.contact_id ?? undefined,
    content: r.content,
    files: r.document_list.map((d) => ({ id: d.id, name: d.name, url: d.url })),
  };
}

/** What add / edit send; with `contacts` the contact is the picked option, else the typed name. */
export function followPayload(v: FollowFormValues, contacts?: readonly ContactOption[]): FollowValues {
  const picked = contacts?.find((c) => c.value === v.contact_id);
  return {
    follow_type: v.follow_type ?? 0,
    follow_time: v.follow_time ? v.follow_time.format(DATETIME_FORMAT) : '',
    next_follow_time: v.next_follow_time ? v.next_follow_time.format(DATETIME_FORMAT) : null,
    next_follow_content: v.next_follow_content?.trim() ?? '',
    contact_name: contacts ? (picked?.label ?? '') : (v.contact_name?.trim() ?? ''),
    contact_id: contacts ? (picked?.value ?? null) : null,
    content: isEmptyHtml(v.content) ? '' : (v.content ?? ''),
    attachment_id: (v.files ?? []).map((f) => f.id).join(','),
  };
}
