import { ownerLabel, SYSTEM_FIELDS, type EntityDef, type Field } from './define.ts';

/** Fields shown as list columns: those marked `list`; product lines and rows never (tables of their own). */
export const isListColumn = (f: Field): boolean => f.list === true && f.type !== 'lines' && f.type !== 'rows';

/** The engine's own columns after the fields of an owned entity's list: its owner's name and its creation time. */
export const OWNER_COLUMN = 'owner_user_name';
export const CREATED_COLUMN = 'create_time';

/** A list column a member may show, hide, move and size (列设置); between 60 and 600 px wide. */
export const LIST_COLUMN_WIDTH = { min: 60, max: 600 } as const;

export type ListColumnDef = {
  key: string;
  label: string;
  /** the field that names a record: never hidden */
  title: boolean;
  /** hidden until the member shows it (Field.listHidden) */
  hidden: boolean;
  /** the declared field; none for the owner and creation-time columns */
  field?: Field;
};

/**
 * The columns of an entity's list table, in their default order: the list fields, then 负责人 and 创建时间 for owned
 * records. The web draws them and the server checks a member's 列设置 against them.
 */
export function listColumnDefs(def: EntityDef): ListColumnDef[] {
  const cols: ListColumnDef[] = def.fields.filter(isListColumn).map((f) => ({
    key: f.key,
    label: f.label,
    title: f.key === def.titleField,
    hidden: f.listHidden === true && f.key !== def.titleField,
    field: f,
  }));
  if (def.owned) {
    cols.push(
      { key: OWNER_COLUMN, label: ownerLabel(def), title: false, hidden: false },
      { key: CREATED_COLUMN, label: SYSTEM_FIELDS.create_time, title: false, hidden: false },
    );
  }
  return cols;
}
