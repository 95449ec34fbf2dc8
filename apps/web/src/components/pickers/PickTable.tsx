import { COUNT_CAP } from '@suwork/domain';
import { Table, Typography, type TableColumnsType } from 'antd';
import type { Dispatch, SetStateAction } from 'react';
import { pickedFromKeys, pickRowProps, togglePicked, type Picked } from './pick-selection.ts';
import { totalText, type TotalKind } from '../ListPager.tsx';
import { selectAllTitle } from '../VisibleOnly.tsx';

type Props<R extends object> = {
  rows: readonly R[];
  columns: TableColumnsType<R>;
  idOf: (row: R) => number;
  loading: boolean;
  multiple: boolean;
  picked: Picked<R>;
  setPicked: Dispatch<SetStateAction<Picked<R>>>;
  /** a row known by id only (picked before the dialog opened) */
  stub: (id: number) => R;
  /** rows shown but not to be picked */
  blocked?: (row: R) => boolean;
  /** picks one row and closes (double-click or Enter in radio mode) */
  confirm: (picked: Picked<R>) => void;
  page: number;
  pageSize: number;
  total: number;
  /** the total is "10,000+" or the whole table's estimate */
  totalKind?: TotalKind;
  /** page sizes to choose from (none: fixed) */
  pageSizes?: readonly number[];
  onPage: (page: number, pageSize: number) => void;
  /** 项 or 人, in 已选 n 项 */
  unit?: string;
};

/**
 * The table of a picker dialog: radio or checkboxes kept across pages, a click picks, a double-click or Enter
 * picks and confirms; pager hidden when everything fits one page, as lists do.
 */
export function PickTable<R extends object>({
  rows,
  columns,
  idOf,
  loading,
  multiple,
  picked,
  setPicked,
  stub,
  blocked,
  confirm,
  page,
  pageSize,
  total,
  totalKind,
  pageSizes,
  onPage,
  unit = '项',
}: Props<R>) {
  const pick = (id: number, row: R) => {
    if (!blocked?.(row)) setPicked((before) => togglePicked(before, id, row, multiple));
  };
  return (
    <>
      <Table<R>
        rowKey={idOf}
        size="small"
        columns={columns}
        dataSource={[...rows]}
        loading={loading}
        locale={{ emptyText: '暂无数据' }}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: [...picked.keys()],
          columnTitle: selectAllTitle,
          preserveSelectedRowKeys: true,
          getCheckboxProps: (row) => ({ disabled: blocked?.(row) ?? false }),
          onChange: (keys) => setPicked((before) => pickedFromKeys(keys, rows, before, idOf, stub)),
        }}
        onRow={(row) =>
          pickRowProps(row, idOf(row), {
            multiple,
            pick,
            confirm: (id, r) => !blocked?.(r) && confirm(new Map([[id, r]])),
          })
        }
        pagination={{
          current: page,
          pageSize,
          total: Math.min(total, COUNT_CAP),
          hideOnSinglePage: true,
          showSizeChanger: pageSizes !== undefined,
          pageSizeOptions: pageSizes?.map(String),
          showTotal: () => totalText(total, '条', totalKind),
          onChange: onPage,
        }}
      />
      {multiple && (
        <Typography.Text type="secondary">
          已选 {picked.size} {unit}
        </Typography.Text>
      )}
    </>
  );
}
