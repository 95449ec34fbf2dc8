import { SYSTEM_FIELDS, type EntityDef } from '@suwork/domain/entities';
import { Descriptions } from 'antd';
import type { EntityRow } from '../entity-api.ts';
import { displayText, EMPTY_TEXT, fieldsOutsideSections, isEmpty, nameKey, sectionFields } from '../field-model.ts';
import styles from './detail.module.css';

const COLUMN = { xs: 1, md: 2 } as const;
const WIDE = new Set(['longText', 'richText']);

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const or = (s: string) => (s === '' ? EMPTY_TEXT : s);

/** 基本信息: every declared field by section, then who owns and changed the record; empty values show '--'. */
export function DetailFields({ def, row, pool = false }: { def: EntityDef; row: EntityRow; pool?: boolean }) {
  const sections = sectionFields(def);
  const rest = fieldsOutsideSections(def, pool);
  if (rest.length > 0) sections.push({ title: '更多信息', fields: rest });
  const system = def.owned
    ? [
        { key: 'owner_user_id', label: SYSTEM_FIELDS.owner_user_id, children: or(text(row.owner_user_name)) },
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
            children: <span className={styles.value}>{isEmpty(row[f.key]) && isEmpty(row[nameKey(f)]) ? EMPTY_TEXT : or(displayText(f, row))}</span>,
          }))}
        />
      ))}
      <Descriptions title="系统信息" column={COLUMN} size="small" className={styles.descriptions} items={system} />
    </div>
  );
}
