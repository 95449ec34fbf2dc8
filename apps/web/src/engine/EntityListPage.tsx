import { MSG } from '@suwork/domain';
import type { EntityDef } from '@suwork/domain/entities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Table, type TableProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePermission } from '../app/Auth.tsx';
import { ListPager } from '../components/ListPager.tsx';
import { entityApi, type EntityRow } from './entity-api.ts';
import { listColumns } from './list/columns.tsx';
import { FilterForm } from './list/FilterForm.tsx';
import styles from './list/list.module.css';
import { ListToolbar } from './list/ListToolbar.tsx';
import { RowActions } from './list/RowActions.tsx';
import {
  filterFormValues,
  filterSpecs,
  filtersFromForm,
  keywordPlaceholder,
  listParams,
  queryFilters,
  readListState,
  sortableKeys,
  toSearch,
  type ListState,
} from './list-query.ts';
import { routePath } from './route-paths.ts';
import { useDeleteRecords } from './use-delete-records.ts';

/** Default table body height before it scrolls. */
export const TABLE_MAX_HEIGHT = 580;
const SELECTION_WIDTH = 48;

/** The list page of an entity: filters, toolbar, table and pager, all kept in the URL query. */
export function EntityListPage({ entity: def }: { entity: EntityDef }) {
  const [search, setSearch] = useSearchParams();
  const can = usePermission();
  const remove = useDeleteRecords(def);
  const specs = useMemo(() => filterSpecs(def), [def]);
  const sortable = useMemo(() => sortableKeys(def), [def]);
  const queryString = search.toString();
  // Recomputed only when the URL changes, so the filter form follows reloads and the back button.
  const state = useMemo(() => readListState(new URLSearchParams(queryString), specs, sortable), [queryString, specs, sortable]);
  const formValues = useMemo(() => filterFormValues(specs, state.filters, state.keyword), [specs, state]);
  const [selected, setSelected] = useState<number[]>([]);

  const params = listParams(state);
  const { data, isFetching, isPlaceholderData } = useQuery({
    queryKey: ['entity', def.key, 'list', params],
    queryFn: ({ signal }) => entityApi(def).list(params, { signal }),
    placeholderData: keepPreviousData,
  });
  const rows = data?.data ?? [];
  const total = data?.count ?? 0;

  const go = (next: Partial<ListState>, replace = false) => setSearch(toSearch({ ...state, ...next }), { replace });

  useEffect(() => setSelected([]), [queryString]);
  // After deletions the page may lie past the end: show the last page instead.
  useEffect(() => {
    if (data && !isPlaceholderData && rows.length === 0 && total > 0 && state.page > 1) go({ page: Math.max(1, Math.ceil(total / state.limit)) }, true);
  });

  const { info } = def.routes;
  const columns = listColumns(def, {
    sortField: state.sortField,
    sortOrder: state.sortOrder,
    infoPath: info ? (row) => routePath(info, { id: row.id }) : undefined,
    actions: { width: 160, render: (row) => <RowActions def={def} row={row} onDeleted={(id) => setSelected((s) => s.filter((x) => x !== id))} /> },
  });
  const canDelete = can(`${def.node}_del`);
  const scrollX = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 150), canDelete ? SELECTION_WIDTH : 0);

  const onTableChange: TableProps<EntityRow>['onChange'] = (_p, _f, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    const field = typeof sorter.columnKey === 'string' && sorter.order ? sorter.columnKey : undefined;
    go({ page: 1, sortField: field, sortOrder: field ? (sorter.order === 'ascend' ? 'asc' : 'desc') : undefined });
  };

  return (
    <div className={styles.page}>
      <FilterForm
        specs={specs}
        keywordPlaceholder={keywordPlaceholder(def)}
        values={formValues}
        onSearch={(values) => go({ page: 1, ...filtersFromForm(specs, values) })}
        onReset={() => go({ page: 1, keyword: '', filters: {}, sortField: undefined, sortOrder: undefined })}
      />
      <ListToolbar
        def={def}
        total={total}
        selected={selected}
        onDeleteSelected={() => remove(selected, () => setSelected([]))}
        exportFilters={() => queryFilters(state)}
      />
      <Table<EntityRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={isFetching}
        pagination={false}
        onChange={onTableChange}
        scroll={{ x: scrollX, y: TABLE_MAX_HEIGHT }}
        rowSelection={canDelete ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)), fixed: true, columnWidth: SELECTION_WIDTH } : undefined}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} /> }}
      />
      <ListPager className={styles.pager} page={state.page} limit={state.limit} total={total} onChange={(page, limit) => go({ page, limit })} />
    </div>
  );
}
