import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { isEmptyHtml } from '../../components/editor/html-text.ts';
import {
  followDateDisabled,
  followDefaults,
  followPayload,
  nextDateDisabled,
  nextTimeError,
  NEXT_BEFORE_FOLLOW,
} from './follow-form.ts';

const t = (s: string) => dayjs(s);

describe('follow-up defaults', () => {
  it('follow time is now and the next follow-up three days later', () => {
    const { follow_time, next_follow_time } = followDefaults(t('2024-05-10 09:30'));
    expect(follow_time?.format('YYYY-MM-DD HH:mm')).toBe('2024-05-10 09:30');
    expect(next_follow_time?.format('YYYY-MM-DD HH:mm')).toBe('2024-05-13 09:30');
  });
});

describe('next follow-up time', () => {
  it('may not come before the follow time', () => {
    expect(nextTimeError(t('2024-05-10 10:00'), t('2024-05-10 09:59'))).toBe(NEXT_BEFORE_FOLLOW);
    expect(nextTimeError(t('2024-05-10 10:00'), t('2024-05-10 10:00'))).toBeUndefined();
    expect(nextTimeError(t('2024-05-10 10:00'), null)).toBeUndefined();
  });

  it('the follow-time picker disables the days after the next time, the next-time picker the days before the follow time', () => {
    const follow = followDateDisabled(t('2024-05-13 09:30'));
    expect(follow(t('2024-05-13 23:00'))).toBe(false);
    expect(follow(t('2024-05-14 00:00'))).toBe(true);
    expect(followDateDisabled(null)(t('2030-01-01'))).toBe(false);
    const next = nextDateDisabled(t('2024-05-10 09:30'));
    expect(next(t('2024-05-09'))).toBe(true);
    expect(next(t('2024-05-10 08:00'))).toBe(false);
  });
});

describe('empty editor', () => {
  it('is rejected however it is empty; an image alone is content', () => {
    for (const html of ['', '<p></p>', '<p> &nbsp; </p><p><br></p>', undefined]) expect(isEmptyHtml(html)).toBe(true);
    expect(isEmptyHtml('<p>见面</p>')).toBe(false);
    expect(isEmptyHtml('<p><img src="/api/Upload/file?id=1"></p>')).toBe(false);
  });
});

describe('payload', () => {
  it('formats the times, joins the file ids and takes the picked contact', () => {
    const values = {
      follow_type: 4,
      follow_time: t('2024-05-10 09:30'),
      next_follow_time: t('2024-05-13 09:30'),
      next_follow_content: ' 带方案 ',
      contact_id: 8,
      content: '<p>谈了价格</p>',
      files: [
        { id: 3, name: 'a.png', url: '/a' },
        { id: 5, name: 'b.pdf', url: '/b' },
      ],
    };
    expect(followPayload(values, [{ value: 8, label: '赵六' }])).toEqual({
      follow_type: 4,
      follow_time: '2024-05-10 09:30:00',
      next_follow_time: '2024-05-13 09:30:00',
      next_follow_content: '带方案',
      contact_name: '赵六',
      contact_id: 8,
      content: '<p>谈了价格</p>',
      attachment_id: '3,5',
    });
    expect(followPayload({ ...values, contact_name: ' 周明 ', next_follow_time: null })).toMatchObject({
      contact_name: '周明',
      contact_id: null,
      next_follow_time: null,
    });
  });
});
