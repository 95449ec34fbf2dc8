import { ownerLabel, type EntityDef, type Field, type FieldType } from '@suwork/domain/entities';
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { EllipsisText } from '../../components/EllipsisText.tsx';
import type { EntityRow } from '../entity-api.ts';
import { TagChips } from '../choices/TagChips.tsx';
import { displayText, isListColumn, nameKey } from '../field-model.ts';
import type { SortOrder } from '../list-query.ts';

const WIDTH: Partial<Record<FieldType, number>> = {
  enum: 120,
  money: 140,
  integer: 110,
  percent: 110,
  date: 120,
  datetime: 170,
  phone: 140,
  email: 180,
  member: 110,
  department: 130,
  tags: 180,
};

type Options = {
  sortField?: string;
  sortOrder?: SortOrder;
  /** the detail page of a record, when the entity has one */
  infoPath?: (row: EntityRow) => string;
  actions?: { width: number; render: (row: EntityRow) => ReactNode };
  /** a module's own rendering of some fields' cells, by field key */
  cells?: Readonly<Record<string, (row: EntityRow) => ReactNode>>;
};

const idsOf = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);

const toAntOrder = (field: string, o: Options) => (o.sortField === field ? (o.sortOrder === 'asc' ? 'ascend' : 'descend') : null);

function fieldColumn(def: EntityDef, field: Field, o: Options): TableColumnType<EntityRow> {
  const isTitle = field.key === def.titleField;
  const numeric = field.type === 'money' || field.type === 'integer' || field.type === 'percent';
  return {
    key: field.key,
    dataIndex: field.key,
    title: field.label,
    width: isTitle ? 200 : (WIDTH[field.type] ?? 150),
    align: numeric ? 'right' : undefined,
    ellipsis: { showTitle: false },
    sorter: field.sort ? true : undefined,
    sortOrder: field.sort ? toAntOrder(field.key, o) : undefined,
    sortDirections: ['ascend', 'descend'],
    render: (_: unknown, row: EntityRow) => {
      const own = o.cells?.[field.key];
      if (own) return own(row);
      if (field.type === 'tags') return <TagChips ids={idsOf(row[field.key])} names={String(row[nameKey(field)] ?? '')} />;
      const text = displayText(field, row);
      if (isTitle && o.infoPath) {
        return <EllipsisText text={text || `#${row.id}`} to={o.infoPath(row)} />;
      }
      return text ? <EllipsisText text={text} /> : null;
    },
  };
}

const plainColumn = (key: string, title: string, width: number): TableColumnType<EntityRow> => ({
  key,
  dataIndex: key,
  title,
  width,
  ellipsis: { showTitle: false },
  render: (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? <EllipsisText text={String(v)} /> : null),
});

/** The table columns: the list fields (isListColumn), then 负责人 and 创建时间 for owned records, then the row actions. */
export function listColumns(def: EntityDef, o: Options): TableColumnType<EntityRow>[] {
  const cols = def.fields.filter(isListColumn).map((f) => fieldColumn(def, f, o));
  if (def.owned) cols.push(plainColumn('owner_user_name', ownerLabel(def), 110), plainColumn('create_time', '创建时间', 170));
  if (o.actions) {
    const { width, render } = o.actions;
    cols.push({ key: 'actions', title: '操作', width, fixed: 'end', render: (_: unknown, row: EntityRow) => render(row) });
  }
  return cols;
}
