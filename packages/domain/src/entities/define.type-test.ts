// Compiled with the package (never imported): each @ts-expect-error proves a mistake in a declaration fails tsc.
import { customerEntity } from './crm.ts';
import { defineEntity, f, type EntityDef } from './define.ts';

const base = {
  key: 'probe',
  controller: 'Probe',
  title: '检查',
  table: 'test_probe',
  idKey: 'probe_id',
  node: 'test_probe',
  owned: false,
  defaultSort: { field: 'update_time', order: 'desc' },
  features: {},
} as const;
const fields = [f.text('name', '名称'), f.enumOf('kind', '类型', { 1: '甲' })];

export const probes: EntityDef[] = [
  defineEntity({
    ...base,
    fields,
    titleField: 'name',
    sections: [{ title: '基本', fields: ['name', 'kind'] }],
    routes: { list: 'probe' },
    picker: { pageSize: 5, params: { q: 'name' }, columns: ['kind', 'create_time'] },
  }),
  defineEntity({
    ...base,
    fields,
    titleField: 'name',
    // @ts-expect-error a section naming no field
    sections: [{ title: '基本', fields: ['nmae'] }],
    routes: { list: 'probe' },
  }),
  // @ts-expect-error a title field naming no field
  defineEntity({ ...base, fields, titleField: 'title', sections: [], routes: { list: 'probe' } }),
  defineEntity({
    ...base,
    fields,
    titleField: 'name',
    sections: [],
    routes: { list: 'probe' },
    // @ts-expect-error a picker parameter filtering no field
    picker: { pageSize: 5, params: { q: 'nmae' } },
  }),
  defineEntity({
    ...base,
    fields,
    titleField: 'name',
    sections: [],
    routes: { list: 'probe' },
    // @ts-expect-error a picker column naming no field
    picker: { pageSize: 5, columns: ['kidn'] },
  }),
  defineEntity({
    ...base,
    fields,
    titleField: 'name',
    sections: [],
    routes: { list: 'probe' },
    // @ts-expect-error a misspelt picker setting
    picker: { pageSize: 5, colums: ['kind'] },
  }),
  // @ts-expect-error a misspelt route key
  defineEntity({ ...base, fields, titleField: 'name', sections: [], routes: { list: 'probe', inof: 'probeInfo' } }),
  defineEntity({
    ...base,
    fields,
    titleField: 'name',
    sections: [],
    routes: { list: 'probe' },
    // @ts-expect-error sorting by no field
    defaultSort: { field: 'nmae', order: 'asc' },
  }),
];

// a declaration keeps its literals
const infoRoute: 'customerInfo' = customerEntity.routes.info;
const firstKey: 'enterprise_name' = customerEntity.fields[0].key;
const firstType: 'text' = customerEntity.fields[0].type;
export const literals = [infoRoute, firstKey, firstType];
