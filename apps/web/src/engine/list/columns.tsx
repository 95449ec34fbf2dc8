import { CREATED_COLUMN, isListColumn, OWNER_COLUMN, ownerLabel, SYSTEM_FIELDS, type EntityDef, type Field, type FieldType } from '@suwork/domain/entities';
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { EllipsisText } from '../../components/EllipsisText.tsx';
import type { EntityRow } from '../entity-api.ts';
import { TagChips } from '../choices/TagChips.tsx';
import { displayText, nameKey } from '../field-model.ts';
import styles from './list.module.css';
import type { SortOrder } from '../list-query.ts';

/**
 * Default column widths by field type: what a usual value needs on one line (a longer one is cut with an ellipsis and
 * shown whole in a tooltip), so that a list of a dozen columns fits a 1440 px screen with the menu open.
 */
const WIDTH: Partial<Record<FieldType, number>> = {
  text: 140,
  longText: 200,
  richText: 200,
  integer: 100,
  percent: 100,
  money: 120,
  date: 110,
  datetime: 160,
  reference: 160,
  references: 180,
  member: 90,
  members: 140,
  department: 110,
  tags: 130,
  region: 150,
  phone: 130,
  email: 170,
  attachments: 100,
};
/** the column that names a record */
const TITLE_WIDTH = 200;
/** a short text (a person's name, a position): at most this many characters */
const SHORT_TEXT = 50;
const SHORT_TEXT_WIDTH = 100;
const ENUM_WIDTH = { min: 80, max: 140 } as const;
/** cell padding (8 px each side) and a little air */
const CELL_PADDING = 24;
/** the sort arrows beside a sortable column's title */
const SORTER_WIDTH = 24;

/** Rough width of a text in the table's 14 px font: Chinese and full-width characters 14 px, others 8. */
export const textWidth = (text: string): number => [...text].reduce((w, ch) => w + (/[\u2e80-\uffff]/.test(ch) ? 14 : 8), 0);

/** An enum's width: its longest declared label or its title, within 80–140 px. */
const enumWidth = (field: Field): number => {
  const longest = Math.max(textWidth(field.label) + (field.sort ? SORTER_WIDTH : 0), ...Object.values(field.options ?? {}).map(textWidth));
  return Math.min(ENUM_WIDTH.max, Math.max(ENUM_WIDTH.min, longest + CELL_PADDING));
};

/** The default width of a field's list column. */
export function defaultColumnWidth(def: Pick<EntityDef, 'titleField'>, field: Field): number {
  if (field.key === def.titleField) return TITLE_WIDTH;
  if (field.type === 'enum') return enumWidth(field);
  if (field.type === 'text' && field.max !== undefined && field.max <= SHORT_TEXT) return SHORT_TEXT_WIDTH;
  return WIDTH[field.type] ?? 150;
}

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
    width: defaultColumnWidth(def, field),
    align: numeric ? 'right' : undefined,
    ellipsis: { showTitle: false },
    sorter: field.sort ? true : undefined,
    sortOrder: field.sort ? toAntOrder(field.key, o) : undefined,
    sortDirections: ['ascend', 'descend'],
    render: (_: unknown, row: EntityRow) => {
      const own = o.cells?.[field.key];
      if (own) return own(row);
      if (field.type === 'tags') {
        // one line of chips, cut at the column's edge; every name in the title
        const names = String(row[nameKey(field)] ?? '');
        return (
          <div className={styles.chipLine} title={names || undefined}>
            <TagChips ids={idsOf(row[field.key])} names={names} wrap={false} />
          </div>
        );
      }
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
  if (def.owned) cols.push(plainColumn(OWNER_COLUMN, ownerLabel(def), WIDTH.member ?? 90), plainColumn(CREATED_COLUMN, SYSTEM_FIELDS.create_time, WIDTH.datetime ?? 160));
  if (o.actions) {
    const { width, render } = o.actions;
    cols.push({ key: 'actions', title: '操作', width, fixed: 'end', render: (_: unknown, row: EntityRow) => render(row) });
  }
  return cols;
}
