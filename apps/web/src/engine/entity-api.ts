import type { Envelope, ProductLine } from '@suwork/domain';
import type { EntityDef, Field, FieldType } from '@suwork/domain/entities';
import { entityRoutes, type AnswerData, type InputOf, type rowValuesView } from '@suwork/domain/routes';
import type { z } from 'zod';
import { call } from '../api/call.ts';
import type { JsonOptions } from '../api/http.ts';
import type { ExportFormat } from '../api/export-job-api.ts';

/** One row of a `rows` field (报销明细): its columns' values as the API sends them. */
export type RowValues = z.infer<typeof rowValuesView>;
/** A value of a record as the API sends it: money as '1234.50', dates as text, enums as numbers, product lines and rows as objects, empty as null. */
export type CellValue =
  string | number | boolean | null | undefined | readonly number[] | readonly ProductLine[] | readonly RowValues[];
/** One record of an entity: `id`, its idKey, the declared fields, the names of picked records (see nameKey) and the system columns. */
export type EntityRow = { id: number } & Record<string, CellValue>;
/** What the API sends for a field of this type: numbers for choices and picks, id lists, text for the rest (money '1234.50', dates). */
export type CellOf<T extends FieldType> = T extends 'integer' | 'enum' | 'reference' | 'member' | 'department'
  ? number | null
  : T extends 'members' | 'references' | 'tags' | 'attachments'
    ? readonly number[]
    : T extends 'lines'
      ? readonly ProductLine[]
      : T extends 'rows'
        ? readonly RowValues[]
        : string | null;

/**
 * A record of a declared entity: its declared fields typed from the declaration (RowOf<typeof clueEntity> has
 * `clue_name: string | null`, `status: number | null` …), everything else as EntityRow. A declaration known only
 * as EntityDef gives EntityRow.
 */
export type RowOf<D> = D extends { fields: readonly (infer F extends Field)[] }
  ? string extends F['key']
    ? EntityRow
    : EntityRow & { [K in F as K['key']]?: CellOf<K['type']> }
  : EntityRow;

type Routes = ReturnType<typeof entityRoutes>;
type Answer<K extends keyof Routes> = AnswerData<NonNullable<Routes[K]>>;

/** Values sent to add and update, keyed by field. */
export type EntityValues = InputOf<Routes['add']>;
/** The query of getList: paging, keyword, sort and the declared filters. */
export type ListParams = InputOf<Routes['getList']>;

/** One line of a record's operation log, newest first. */
export type LogEntry = Answer<'getLog'>[number];

export { orgApi, type DeptNode, type Member } from '../api/org-api.ts';

type Signal = { signal?: AbortSignal };

export type ImportMode = InputOf<Routes['import']>['mode'];
export type ImportCheck = Extract<Answer<'import'>, { report_url: unknown }>;
export type ImportCommit = Exclude<Answer<'import'>, ImportCheck>;
/** One record sharing a value with the form (duplicate check). */
export type DuplicateMatch = Answer<'checkDuplicate'>[number];

// the route objects of a declaration, built once (their schemas are built from its fields)
const built = new WeakMap<EntityDef, Routes>();
const routesOf = (def: EntityDef): Routes => {
  let routes = built.get(def);
  if (!routes) built.set(def, (routes = entityRoutes(def)));
  return routes;
};

/**
 * The standard endpoints of an entity: /api/{controller}/{action} (a pool view's declaration carries the pool's
 * controller). Records are typed from the declaration (RowOf).
 */
export function entityApi<D extends EntityDef>(def: D) {
  const routes = routesOf(def);
  return {
    list: (params: ListParams, { signal, silent }: Signal & { silent?: boolean } = {}) =>
      call(routes.getList, params, { signal, silent }) as Promise<Envelope<RowOf<D>[]>>,
    /** the picker dialog's list: its own route where the declaration names one (关联项目: /api/project/index) */
    pick: (params: ListParams, { signal }: Signal = {}) =>
      call(routes.pickerList ?? routes.getList, params, { signal }) as Promise<Envelope<RowOf<D>[]>>,
    /** No toast on failure: the detail and form pages show a missing record themselves. */
    info: (id: number | string, { signal }: Signal = {}) =>
      call(routes.info, { id: Number(id) }, { signal, silent: true }) as Promise<Envelope<RowOf<D>>>,
    /** `idempotencyKey`: one per form submission (useSubmissionKey), so a repeat makes no second record */
    add: (values: EntityValues, idempotencyKey?: string) => call(routes.add, values, { idempotencyKey }),
    update: (id: number | string, values: EntityValues) => call(routes.update, { id: Number(id), ...values }),
    del: (ids: readonly number[]) => call(routes.del, { ids: [...ids] }),
    log: (id: number | string, page: number, limit: number, { signal }: Signal = {}) =>
      call(routes.getLog, { id: Number(id), page, limit }, { signal }),
    /** Builds an .xlsx (or a .csv) of the records matching the filters; data.url is a short-lived download. */
    export: (filters: Record<string, string>, options?: JsonOptions, format: ExportFormat = 'xlsx') =>
      call(routes.export, { ...filters, format }, options),
    /** An .xlsx template of the importable fields; data.url is a short-lived download. */
    importTemplate: () => call(routes.importTemplate),
    /** check: what the import would do (nothing written); commit: all rows or none. */
    importFile: <M extends ImportMode>(file: File, mode: M) =>
      call(routes.import, { file, mode }) as Promise<Envelope<M extends 'check' ? ImportCheck : ImportCommit>>,
    /** Records anywhere with the same value; those out of the member's scope come masked and without id. */
    checkDuplicate: (values: Record<string, string>, { signal }: Signal = {}) =>
      call(routes.checkDuplicate, values, { signal, silent: true }),
    /** Every record in the member's scope as a forest (an entity declaring `tree`). */
    tree: ({ signal }: Signal = {}) => call(routes.getTree, undefined, { signal }),
  };
}

export type EntityApi = ReturnType<typeof entityApi<EntityDef>>;
