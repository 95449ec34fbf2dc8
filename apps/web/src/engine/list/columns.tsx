import {
  CREATED_COLUMN,
  isListColumn,
  OWNER_COLUMN,
  ownerLabel,
  SYSTEM_FIELDS,
  type EntityDef,
  type Field,
} from '@suwork/domain/entities';
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { EllipsisText } from '../../components/EllipsisText.tsx';
import { contactHref } from '../../lib/contact-href.ts';
import type { EntityRow } from '../entity-api.ts';
import { TagChips } from '../choices/TagChips.tsx';
import { displayText, nameKey } from '../field-model.ts';
import { defaultColumnWidth, TYPE_WIDTH } from './column-widths.ts';
import styles from './list.module.css';
import type { SortOrder } from '../list-query.ts';

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

const toAntOrder = (field: string, o: Options) =>
  o.sortField === field ? (o.sortOrder === 'asc' ? 'ascend' : 'descend') : null;

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
    onHeaderCell: () => ({ className: styles.headerWrap }),
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
      return text ? <EllipsisText text={text} href={contactHref(field.type, text)} /> : null;
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
  if (def.owned)
    cols.push(
      plainColumn(OWNER_COLUMN, ownerLabel(def), TYPE_WIDTH.member ?? 90),
      plainColumn(CREATED_COLUMN, SYSTEM_FIELDS.create_time, TYPE_WIDTH.datetime ?? 160),
    );
  if (o.actions) {
    const { width, render } = o.actions;
    cols.push({
      key: 'actions',
      title: '操作',
      width,
      fixed: 'end',
      render: (_: unknown, row: EntityRow) => render(row),
    });
  }
  return cols;
}
