import { customerEntity, receivableEntity } from '@suwork/domain/entities';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  filterFormValues,
  filterSpecs,
  filtersFromForm,
  keywordPlaceholder,
  listParams,
  readListState,
  sortableKeys,
  toSearch,
} from './list-query.ts';

const specs = filterSpecs(customerEntity);
const sortable = sortableKeys(customerEntity);
const read = (qs: string) => readListState(new URLSearchParams(qs), specs, sortable);

describe('customer filters', () => {
  it('come from the declared filter fields, then 负责人 and 创建时间', () => {
    expect(specs.map((s) => `${s.key}:${s.kind}`)).toEqual([
      'source:choice',
      'industry:choice',
      'level:choice',
      'deal_status:choice',
      'region:text',
      'tags:choice',
      'next_follow_time:dateRange',
      'owner_user_id:member',
      'create_time:dateRange',
    ]);
  });

  it('a filter by another entity is offered only to members who may read its records (财务 on 回款记录: no 客户)', () => {
    const keys = (can: (node: string) => boolean) => filterSpecs(receivableEntity, can).map((s) => s.key);
    expect(keys(() => true)).toContain('enterprise_id');
    const finance = keys((node) => node !== 'customer_customer');
    expect(finance).not.toContain('enterprise_id');
    expect(finance).toContain('contract_id');
  });

  it('the keyword placeholder names the searched fields', () => {
    expect(keywordPlaceholder(customerEntity)).toBe('请输入客户名称/联系人/电话/手机');
  });
});

describe('list state in the URL', () => {
  it('defaults to page 1 with 10 rows', () => {
    expect(read('')).toEqual({
      page: 1,
      limit: 10,
      keyword: '',
      sortField: undefined,
      sortOrder: undefined,
      filters: {},
    });
  });

  it('reads page, limit, keyword, sort and filters', () => {
    const state = read(
      'page=3&limit=50&keyword=%E5%8D%8E&sort_field=level&sort_order=desc&source=1,2&next_follow_time_start=2024-05-01&region=%E4%B8%8A%E6%B5%B7',
    );
    expect(state).toEqual({
      page: 3,
      limit: 50,
      keyword: '华',
      sortField: 'level',
      sortOrder: 'desc',
      filters: { source: '1,2', next_follow_time_start: '2024-05-01', region: '上海' },
    });
    expect(listParams(state)).toEqual({
      page: 3,
      limit: 50,
      keyword: '华',
      sort_field: 'level',
      sort_order: 'desc',
      source: '1,2',
      next_follow_time_start: '2024-05-01',
      region: '上海',
    });
  });

  it('ignores page sizes outside 10/20/50/100, bad pages, unsortable fields and unknown parameters', () => {
    const state = read('page=-2&limit=30&sort_field=remark&sort_order=asc&foo=bar&mobile=1');
    expect(state.page).toBe(1);
    expect(state.limit).toBe(10);
    expect(state.sortField).toBeUndefined();
    expect(state.filters).toEqual({});
  });

  it('writes back what it reads', () => {
    const qs =
      'page=2&limit=20&keyword=abc&sort_field=enterprise_name&sort_order=asc&level=1&create_time_start=2024-01-01&create_time_end=2024-01-31';
    expect(toSearch(read(qs)).toString()).toBe(qs);
  });
});

describe('filter form ↔ URL', () => {
  it('turns form values into query parameters', () => {
    const { keyword, filters } = filtersFromForm(specs, {
      keyword: ' 上海 ',
      source: [1, 2],
      level: [],
      region: '',
      next_follow_time: [dayjs('2024-05-01 08:00'), dayjs('2024-05-31')],
      owner_user_id: 3,
      create_time: [null, dayjs('2024-06-30')],
    });
    expect(keyword).toBe('上海');
    expect(filters).toEqual({
      source: '1,2',
      next_follow_time_start: '2024-05-01',
      next_follow_time_end: '2024-05-31',
      owner_user_id: '3',
      create_time_end: '2024-06-30',
    });
  });

  it('fills the form back from the query', () => {
    const values = filterFormValues(
      specs,
      { source: '1,2', owner_user_id: '3', next_follow_time_start: '2024-05-01' },
      'abc',
    );
    expect(values.keyword).toBe('abc');
    expect(values.source).toEqual([1, 2]);
    expect(values.owner_user_id).toBe(3);
    const range = values.next_follow_time;
    expect(
      Array.isArray(range) && range[0] && typeof range[0] === 'object' ? range[0].format('YYYY-MM-DD') : range,
    ).toBe('2024-05-01');
    expect(values.industry).toBeUndefined();
  });
});
