import type { ProductLine } from '@suwork/domain';
import { ownerLabel, SYSTEM_FIELDS, type EntityDef, type Field } from '@suwork/domain/entities';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { isEmptyHtml } from '../../components/editor/html-text.ts';
import { attachedFiles } from '../../components/upload/attached-files.ts';
import { contactHref } from '../../lib/contact-href.ts';
import type { EntityRow, RowValues } from '../entity-api.ts';
import type { EntityExtension } from '../extensions.ts';
import {
  displayText,
  EMPTY_TEXT,
  fieldsOutsideSections,
  isEmpty,
  keptNames,
  nameKey,
  sectionFields,
} from '../field-model.ts';
import { AttachmentList } from './AttachmentList.tsx';
import { ProductLinesView } from './ProductLinesView.tsx';
import { RecordRefLink } from './RecordRefLink.tsx';
import { RowsView } from './RowsView.tsx';
import { TagChips } from '../choices/TagChips.tsx';
import { RichTextView } from './RichTextView.tsx';
import styles from './detail.module.css';

const COLUMN = { xs: 1, md: 2 } as const;
const WIDE = new Set(['longText', 'richText', 'attachments', 'lines', 'rows']);

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const or = (s: string) => (s === '' ? EMPTY_TEXT : s);

/**
 * How a field's value shows: rich text as (safe) HTML, attachments as files, an id with a kept name as the name, a
 * picked record as its name linking to it (the record itself as 本报价), a phone number or e-mail address as a link
 * that calls or writes, the rest as text; empty as '--'.
 */
function fieldValue(def: EntityDef, f: Field, row: EntityRow, keptName?: string): ReactNode {
  if (keptName && !isEmpty(row[keptName])) return <span className={styles.value}>{text(row[keptName])}</span>;
  const picked = row[f.key];
  if (f.type === 'reference' && f.entity && typeof picked === 'number') {
    if (f.entity === def.key && picked === row.id) return <span className={styles.value}>本{def.title}</span>;
    const name = text(row[nameKey(f)]);
    if (name) return <RecordRefLink entity={f.entity} id={picked} text={name} className={styles.value} />;
  }
  if (f.type === 'attachments') return <AttachmentList files={attachedFiles(row, f.key)} />;
  if (f.type === 'lines')
    return <ProductLinesView lines={Array.isArray(row[f.key]) ? (row[f.key] as readonly ProductLine[]) : []} />;
  if (f.type === 'rows')
    return <RowsView field={f} rows={Array.isArray(row[f.key]) ? (row[f.key] as readonly RowValues[]) : []} />;
  if (f.type === 'richText')
    return isEmptyHtml(text(row[f.key])) ? (
      <span className={styles.value}>{EMPTY_TEXT}</span>
    ) : (
      <RichTextView html={text(row[f.key])} />
    );
  if (isEmpty(row[f.key]) && isEmpty(row[nameKey(f)]))
    return <span className={styles.value}>{f.emptyText ?? EMPTY_TEXT}</span>;
  if (f.type === 'tags')
    return <TagChips ids={Array.isArray(row[f.key]) ? (row[f.key] as number[]) : []} names={text(row[nameKey(f)])} />;
  const shown = or(displayText(f, row));
  const href = contactHref(f.type, shown);
  return href ? (
    <a href={href} className={styles.value}>
      {shown}
    </a>
  ) : (
    <span className={styles.value}>{shown}</span>
  );
}

/** 基本信息: every declared field by section, then who owns and changed the record; empty values show '--'. */
export function DetailFields({
  def,
  row,
  pool = false,
  views,
}: {
  def: EntityDef;
  row: EntityRow;
  pool?: boolean;
  views?: EntityExtension['fieldViews'];
}) {
  const sections = sectionFields(def);
  const rest = fieldsOutsideSections(def, pool);
  const kept = keptNames(def);
  if (rest.length > 0) sections.push({ title: '更多信息', fields: rest });
  const system = def.owned
    ? [
        { key: 'owner_user_id', label: ownerLabel(def), children: or(text(row.owner_user_name)) },
        { key: 'dept_id', label: SYSTEM_FIELDS.dept_id, children: or(text(row.dept_name)) },
        { key: 'create_user_id', label: SYSTEM_FIELDS.create_user_id, children: or(text(row.create_user_name)) },
        { key: 'create_time', label: SYSTEM_FIELDS.create_time, children: or(text(row.create_time)) },
        { key: 'update_time', label: SYSTEM_FIELDS.update_time, children: or(text(row.update_time)) },
      ]
    : [
        { key: 'create_time', label: SYSTEM_FIELDS.create_time, children: or(text(row.create_time)) },
        { key: 'update_time', label: SYSTEM_FIELDS.update_time, children: or(text(row.update_time)) },
      ];
  return (
    <div className={styles.fields}>
      {sections.map((s) => (
        <Descriptions
          key={s.title}
          title={s.title}
          column={COLUMN}
          size="small"
          className={styles.descriptions}
          items={s.fields.map((f) => ({
            key: f.key,
            label: f.label,
            span: WIDE.has(f.type) ? 'filled' : undefined,
            className: WIDE.has(f.type) ? styles.wideItem : undefined,
            children: views?.[f.key]?.(row) ?? fieldValue(def, f, row, kept.get(f.key)),
          }))}
        />
      ))}
      <Descriptions title="系统信息" column={COLUMN} size="small" className={styles.descriptions} items={system} />
    </div>
  );
}
