import { ENTITY_BY_KEY, type EntityDef, type EntityPicker, type Field } from '@suwork/domain/entities';
import { entityApi } from '../entity-api.ts';
import { fieldMap, isListColumn } from '../field-model.ts';

/** A node of GET /api/{controller}/getTree, shaped like the department tree. */
export type EntityTreeNode = Awaited<ReturnType<typeof entityTree>>['data'][number];

export const entityTree = (def: EntityDef, { signal }: { signal?: AbortSignal } = {}) =>
  entityApi(def).tree({ signal });

/** A search box of the dialog: a picker parameter over a text field. */
export type PickerSearch = { param: string; field: Field };
/** A tree beside the list: a picker parameter over a department, or over a reference to an entity declaring `tree`. */
export type PickerTree = {
  param: string;
  field: Field;
  source: { kind: 'department' } | { kind: 'entity'; def: EntityDef };
};

const TEXT_TYPES = new Set(['text', 'phone', 'email', 'longText']);

/** Without a declaration: a radio list of 10, searched by keyword, showing the list columns. */
const DEFAULT_PICKER: EntityPicker = { pageSize: 10 };

/** What the picker dialog of an entity shows and sends, from its declaration (EntityDef.picker). */
export function pickerModel(def: EntityDef) {
  const picker = def.picker ?? DEFAULT_PICKER;
  const byKey = fieldMap(def);
  const searches: PickerSearch[] = [];
  const trees: PickerTree[] = [];
  for (const [param, key] of Object.entries(picker.params ?? {})) {
    const field = byKey.get(key);
    if (!field) continue;
    if (TEXT_TYPES.has(field.type)) searches.push({ param, field });
    else if (field.type === 'department') trees.push({ param, field, source: { kind: 'department' } });
    else if (field.type === 'reference') {
      const target = ENTITY_BY_KEY.get(field.entity ?? '');
      if (target?.tree) trees.push({ param, field, source: { kind: 'entity', def: target } });
    }
  }
  // a tab per value of a choice parameter, labelled by its field's options
  const tabField = picker.tabs && byKey.get(picker.params?.[picker.tabs.param] ?? picker.tabs.param);
  const tabs =
    picker.tabs && tabField
      ? {
          param: picker.tabs.param,
          items: picker.tabs.values.map((v) => ({ value: v, label: tabField.options?.[v] ?? String(v) })),
        }
      : null;
  const columnKeys = picker.columns ?? [
    def.titleField,
    ...def.fields.filter((f) => isListColumn(f) && f.key !== def.titleField).map((f) => f.key),
  ];
  return {
    multiple: picker.multiple ?? false,
    pageSize: picker.pageSize,
    pageSizes: picker.pageSizes,
    /** sent with every request (roles_name=1, enterprise_role=3 …) */
    fixed: { ...picker.fixed, ...picker.sends },
    /** whether a row cannot be ticked (a locked borrowing) */
    blocked: (row: Readonly<Record<string, unknown>>) =>
      Object.entries(picker.blocked ?? {}).some(([k, v]) => Number(row[k]) === v),
    /** no declared text parameter: one box searching the list keyword */
    searches: searches.length > 0 ? searches : null,
    /** tabs over the list (关联项目: 进行中 / 已完成), or none */
    tabs,
    trees,
    columns: columnKeys.map((k) => byKey.get(k)).filter((f): f is Field => f !== undefined),
  };
}

export type PickerModel = ReturnType<typeof pickerModel>;
