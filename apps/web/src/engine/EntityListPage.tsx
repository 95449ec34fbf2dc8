import { CATALOGUE, COUNT_CAP, MSG, nodeOf } from '@suwork/domain';
import { isReadOnlyRecord, readOnlyMessage, type EntityDef } from '@suwork/domain/entities';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, type TableProps } from 'antd';
import { Fragment, lazy, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePermission } from '../components/auth/Auth.tsx';
import { ListPager } from '../components/ListPager.tsx';
import { selectAllTitle } from '../components/VisibleOnly.tsx';
import { usePhone } from '../components/use-viewport.ts';
import { entityApi, type EntityRow } from './entity-api.ts';
import { viewDef, type EntityView } from './entity-view.ts';
import type { EntityExtension } from './extensions.ts';
import { ImportButton } from './import/ImportButton.tsx';
import { rowActionsWidth, SELECTION_WIDTH } from './list/column-budget.ts';
import { applySettings, isDefault } from './list/column-settings.ts';
import { ColumnSettingsButton } from './list/ColumnSettingsButton.tsx';
import { listColumns } from './list/columns.tsx';
import { CursorPager } from './list/CursorPager.tsx';
import { FilterDrawer } from './list/FilterDrawer.tsx';
import { forgetEarlyRows, listRowsQuery, refetchUnlessEarly } from './list/first-rows.ts';
import styles from './list/list.module.css';
import { ListToolbar } from './list/ListToolbar.tsx';
import { hasPoolBatchActions, PoolBatchActions } from './list/PoolBatchActions.tsx';
import { cardFields } from './list/card-fields.ts';
import { RecordCards } from './list/RecordCards.tsx';
import { rowActionCount, RowActions } from './list/RowActions.tsx';
import { useColumnSettings } from './list/use-column-settings.ts';
import { loadFilterForm, loadListTable } from './list/wide-list.ts';
import {
  cursorField,
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
import { detailQuery } from './pool/pool-api.ts';
import { RecycleRuleButton } from './pool/RecycleRuleButton.tsx';
import { routePath } from './route-paths.ts';
import { useDeleteRecords } from './use-delete-records.ts';

const ListTable = lazy(() => loadListTable().then((m) => ({ default: m.ListTable })));
const FilterForm = lazy(() => loadFilterForm().then((m) => ({ default: m.FilterForm })));

/** Default table body height before it scrolls. */
export const TABLE_MAX_HEIGHT = 580;

type Props = {
  entity: EntityDef;
  /** 'pool': the entity's public pool (its controller, node and routes), with 领取 and 分配 */
  view?: EntityView;
  extension?: EntityExtension;
  /** query parameters of the page around the list (a tab), kept as the list changes its own */
  keepQuery?: Readonly<Record<string, string>>;
};

/**
 * The list page of an entity (or of its public pool): filters, toolbar, table and pager, all kept in the URL query. On
 * a phone the filters open in a drawer and the records are cards.
 */
export function EntityListPage({ entity, view = 'owned', extension, keepQuery }: Props) {
  const def = useMemo(() => viewDef(entity, view), [entity, view]);
  const [search, setSearch] = useSearchParams();
  const can = usePermission();
  const queryClient = useQueryClient();
  const remove = useDeleteRecords(def);
  const specs = useMemo(() => filterSpecs(def, can), [def, can]);
  const sortable = useMemo(() => sortableKeys(def), [def]);
  const queryString = search.toString();
  // Recomputed only when the URL changes, so the filter form follows reloads and the back button.
  const state = useMemo(
    () => readListState(new URLSearchParams(queryString), specs, sortable),
    [queryString, specs, sortable],
  );
  const formValues = useMemo(() => filterFormValues(specs, state.filters, state.keyword), [specs, state]);
  const [selected, setSelected] = useState<number[]>([]);
  const phone = usePhone();
  const links = view === 'owned' ? (extension?.recordLinks ?? []) : [];
  const commands = view === 'owned' ? (extension?.recordCommands ?? []) : [];
  const actionsWidth = rowActionsWidth(rowActionCount(def, links, commands));
  const columnSettings = useColumnSettings(entity, actionsWidth);

  const params = listParams(state);
  const { data, isFetching, isPlaceholderData } = useQuery({
    ...listRowsQuery(def, view, params),
    placeholderData: keepPreviousData,
    refetchOnMount: refetchUnlessEarly,
  });
  useEffect(forgetEarlyRows, []);
  const rows = data?.data ?? [];
  const total = data?.count ?? 0;

  // any change of page, filter or sort leaves the cursor; only 下一页 past the offset pages sets one
  const go = (next: Partial<ListState>, replace = false) => {
    const nextSearch = toSearch({ ...state, after: undefined, ...next });
    for (const [k, v] of Object.entries(keepQuery ?? {})) nextSearch.set(k, v);
    setSearch(nextSearch, { replace });
  };

  useEffect(() => setSelected([]), [queryString]);
  // After deletions the page may lie past the end: show the last page instead.
  useEffect(() => {
    if (data && !isPlaceholderData && !state.after && rows.length === 0 && total > 0 && state.page > 1)
      go({ page: Math.max(1, Math.ceil(total / state.limit)) }, true);
  });

  // past the last offset page (the first 10,000 rows) a list ordered by time reads on by cursor
  const cursorKey = cursorField(def, state);
  const full = rows.length === state.limit;
  const last = rows.at(-1);
  const nextByCursor = () =>
    last && cursorKey && go({ page: 1, after: { id: last.id, value: String(last[cursorKey]) } });
  const canReadOn =
    !state.after &&
    (data?.capped || data?.estimated) &&
    state.page >= Math.floor(COUNT_CAP / state.limit) &&
    full &&
    cursorKey !== undefined;

  const { info } = def.routes;
  const declaredColumns = listColumns(def, {
    sortField: state.sortField,
    sortOrder: state.sortOrder,
    infoPath: info ? (row) => routePath(info, detailQuery(def, row.id)) : undefined,
    cells: extension?.cells,
    actions: {
      width: actionsWidth,
      render: (row) => (
        <RowActions
          def={def}
          row={row}
          links={links}
          commands={commands}
          deleteBlocked={extension?.deleteBlocked}
          onDeleted={(id) => setSelected((s) => s.filter((x) => x !== id))}
        />
      ),
    },
  });
  // 列设置 shape the table; a phone's cards keep their own fields
  const columns = phone ? declaredColumns : applySettings(declaredColumns, columnSettings.settings);
  const pool = hasPoolBatchActions(entity, view, can);
  const selectable = can(nodeOf(def.node, 'del')) || pool;
  const scrollX = columns.reduce(
    (sum, c) => sum + (typeof c.width === 'number' ? c.width : 150),
    selectable ? SELECTION_WIDTH : 0,
  );
  const importNode = nodeOf(def.node, 'import');
  const canImport = def.features.import !== undefined && CATALOGUE.byName.has(importNode) && can(importNode);

  const onTableChange: TableProps<EntityRow>['onChange'] = (_p, _f, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    const field = typeof sorter.columnKey === 'string' && sorter.order ? sorter.columnKey : undefined;
    go({ page: 1, sortField: field, sortOrder: field ? (sorter.order === 'ascend' ? 'asc' : 'desc') : undefined });
  };

  const filterForm = (done?: () => void) => (
    <FilterForm
      specs={specs}
      keywordPlaceholder={keywordPlaceholder(def)}
      values={formValues}
      onSearch={(values) => {
        go({ page: 1, ...filtersFromForm(specs, values) });
        done?.();
      }}
      onReset={() => {
        go({ page: 1, keyword: '', filters: {}, sortField: undefined, sortOrder: undefined });
        done?.();
      }}
    />
  );
  const activeFilters = Object.keys(state.filters).length + (state.keyword ? 1 : 0);

  return (
    // busy from the moment its rows are asked for until they are shown (antd's spinner shows a moment later)
    <section className={styles.page} aria-label={`${def.title}列表`} aria-busy={isFetching}>
      {phone ? <FilterDrawer active={activeFilters}>{(close) => filterForm(close)}</FilterDrawer> : filterForm()}
      <ListToolbar
        def={def}
        total={state.after ? undefined : total}
        totalKind={data}
        selected={selected}
        onDeleteSelected={() => remove(selected, () => setSelected([]))}
        exportFilters={() => queryFilters(state)}
        batchActions={
          pool && <PoolBatchActions entity={entity} view={view} selected={selected} onDone={() => setSelected([])} />
        }
        tools={
          <>
            {view === 'pool' && <RecycleRuleButton entity={entity} />}
            {view === 'owned' &&
              extension?.listTools
                ?.filter((tool) => can(tool.node))
                .map((tool) => <Fragment key={tool.key}>{tool.render()}</Fragment>)}
            {canImport && (
              <ImportButton
                title={def.title}
                api={entityApi(def)}
                onImported={() => void queryClient.invalidateQueries({ queryKey: ['entity', def.key] })}
              />
            )}
          </>
        }
        columnSettings={
          !phone && (
            <ColumnSettingsButton
              columns={declaredColumns}
              titleKey={def.titleField}
              settings={columnSettings.settings}
              atDefaults={isDefault(columnSettings.settings, columnSettings.defaults)}
              onChange={columnSettings.change}
              onReset={columnSettings.reset}
            />
          )
        }
      />
      {phone ? (
        <RecordCards
          columns={declaredColumns}
          rows={rows}
          titleKey={def.titleField}
          card={cardFields(def)}
          loading={isFetching}
        />
      ) : (
        <ListTable
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={isFetching}
          pagination={false}
          onChange={onTableChange}
          scroll={{ x: scrollX, y: TABLE_MAX_HEIGHT }}
          rowSelection={
            selectable
              ? {
                  selectedRowKeys: selected,
                  columnTitle: selectAllTitle,
                  onChange: (keys) => setSelected(keys.map(Number)),
                  // batch 删除 and 放入公海 leave out records that are closed history (a converted clue), 删除 those it does not apply to
                  getCheckboxProps: (row) => {
                    const kept = isReadOnlyRecord(def, row)
                      ? readOnlyMessage(def, '修改')
                      : pool
                        ? undefined
                        : extension?.deleteBlocked?.(row);
                    return kept ? { disabled: true, title: kept } : {};
                  },
                  fixed: true,
                  columnWidth: SELECTION_WIDTH,
                }
              : undefined
          }
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} /> }}
        />
      )}
      {state.after ? (
        <CursorPager className={styles.pager} more={full} onNext={nextByCursor} onFirst={() => go({ page: 1 })} />
      ) : (
        <ListPager
          className={styles.pager}
          page={state.page}
          limit={state.limit}
          total={total}
          capped={data?.capped}
          estimated={data?.estimated}
          onChange={(page, limit) => go({ page, limit })}
        />
      )}
      {canReadOn && (
        <div className={styles.pager}>
          <Button onClick={nextByCursor}>继续查看第 {COUNT_CAP.toLocaleString('en-US')} 条之后的记录</Button>
        </div>
      )}
    </section>
  );
}
