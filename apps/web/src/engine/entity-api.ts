import type { ProductLine, ProductLineInput } from '@suwork/domain';
import type { duplicateMatchView, importCheckView, importCommitView, operationLogView } from '@suwork/domain/contracts';
import type { EntityDef, Field, FieldType } from '@suwork/domain/entities';
import type { z } from 'zod';
import { http, type JsonOptions, type QueryParams } from '../api/http.ts';
import type { ExportFormat } from '../api/export-job-api.ts';

/** One row of a `rows` field (报销明细): its columns' values as the API sends them. */
export type RowValues = Readonly<Record<string, string | number | null>>;
/** A value of a record as the API sends it: money as '1234.50', dates as text, enums as numbers, product lines and rows as objects, empty as null. */
export type CellValue = string | number | boolean | null | undefined | readonly number[] | readonly ProductLine[] | readonly RowValues[];
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
export type RowOf<D> = D extends { fields: readonly (infer F extends Field)[] } ? (string extends F['key'] ? EntityRow : EntityRow & { [K in F as K['key']]?: CellOf<K['type']> }) : EntityRow;

/** Values sent to add and update, keyed by field. */
export type EntityValues = Record<string, string | number | readonly number[] | readonly ProductLineInput[] | readonly RowValues[] | null>;

/** One line of a record's operation log, newest first. */
export type LogEntry = z.infer<typeof operationLogView>;

export { orgApi, type DeptNode, type Member } from '../api/org-api.ts';

type Signal = { signal?: AbortSignal };

export type ImportMode = 'check' | 'commit';
export type ImportCheck = z.infer<typeof importCheckView>;
export type ImportCommit = z.infer<typeof importCommitView>;
/** One record sharing a value with the form (duplicate check). */
export type DuplicateMatch = z.infer<typeof duplicateMatchView>;

/** The standard endpoints of an entity: /api/{controller}/{action}. */
export function entityApi<D extends Pick<EntityDef, 'controller'>>(def: D) {
  const base = `/api/${def.controller}`;
  return {
    list: (params: QueryParams, { signal, silent }: Signal & { silent?: boolean } = {}) => http.get<RowOf<D>[]>(`${base}/getList`, params, { signal, silent }),
    /** No toast on failure: the detail and form pages show a missing record themselves. */
    info: (id: number | string, { signal }: Signal = {}) => http.get<RowOf<D>>(`${base}/info`, { id }, { signal, silent: true }),
    /** `idempotencyKey`: one per form submission (useSubmissionKey), so a repeat makes no second record */
    add: (values: EntityValues, idempotencyKey?: string) => http.post<{ id: number }>(`${base}/add`, values, { idempotencyKey }),
    update: (id: number | string, values: EntityValues) => http.post<{ id: number }>(`${base}/update`, { id: Number(id), ...values }),
    del: (ids: readonly number[]) => http.post<{ count: number }>(`${base}/del`, { ids }),
    log: (id: number | string, page: number, limit: number, { signal }: Signal = {}) => http.get<LogEntry[]>(`${base}/getLog`, { id, page, limit }, { signal }),
    /** Builds an .xlsx (or a .csv) of the records matching the filters; data.url is a short-lived download. */
    export: (filters: Record<string, string>, options?: JsonOptions, format: ExportFormat = 'xlsx') =>
      http.post<{ url: string }>(`${base}/export${format === 'csv' ? '?format=csv' : ''}`, filters, options),
    /** An .xlsx template of the importable fields; data.url is a short-lived download. */
    importTemplate: () => http.get<{ url: string }>(`${base}/importTemplate`),
    /** check: what the import would do (nothing written); commit: all rows or none. */
    importFile: <M extends ImportMode>(file: Blob, fileName: string, mode: M) => {
      const body = new FormData();
      body.append('mode', mode);
      body.append('file', file, fileName);
      return http.post<M extends 'check' ? ImportCheck : ImportCommit>(`${base}/import`, body);
    },
    /** Records anywhere with the same value; those out of the member's scope come masked and without id. */
    checkDuplicate: (values: Record<string, string>, { signal }: Signal = {}) => http.post<DuplicateMatch[]>(`${base}/checkDuplicate`, values, { signal, silent: true }),
  };
}

export type EntityApi = ReturnType<typeof entityApi<Pick<EntityDef, 'controller'>>>;
