import { Table, type TableProps } from 'antd';
import type { EntityRow } from '../entity-api.ts';

// A list's table, which phones (cards) never show: its code loads with the wide-screen parts of the list
// (EntityListPage.tsx), not with every list.

export function ListTable(props: TableProps<EntityRow>) {
  return <Table<EntityRow> {...props} />;
}
