import type { ApiRowOf, EntityDef } from '@suwork/domain/entities';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { countRows, type Counted } from '../kit/paging.ts';
import { createRegistries } from '../registries.ts';
import type { SessionUser } from '../sessions.ts';
import { entityContext, recordScope, type EngineApp, type EntityContext, type EntityView } from './entity-context.ts';
import {
  exportTotal,
  exportWhere,
  listPage,
  listScope,
  listStatementHead,
  readRecord,
  readRecordLog,
  type ListHead,
} from './entity-reads.ts';
import { addRecord, deleteRecords, updateRecord } from './entity-writes.ts';
import type { ListQuery } from './list-query.ts';
import type { EntityTable } from './table.ts';

export type { EngineApp, EntityView } from './entity-context.ts';

type Row = Record<string, unknown>;

/** A row of a list page: its id, the list's columns (a field not listed is absent) and the names joined to them. */
export type ListRowOf<D extends EntityDef> = Partial<ApiRowOf<D>> & { id: number };

/** A service built outside an app (reading scope and columns only): no hooks, no file guards, the system clock. */
const UNREGISTERED: EngineApp = { registries: createRegistries(), config: { now: () => new Date() } };

/**
 * Generic create / read / update / delete of one declared entity, always within the member's data scope. `D`: its
 * declaration, which types the records it reads (entity-handle.ts gives the typed table and columns). The reads are
 * in entity-reads.ts, the writes in entity-writes.ts and the checks of referenced records in entity-references.ts.
 */
export class EntityService<D extends EntityDef = EntityDef> {
  readonly table: EntityTable;
  readonly cols: Record<string, PgColumn>;
  private readonly ctx: EntityContext;
  /** the select list and joins of the list pages, compiled on the first page */
  private listHead?: ListHead;

  /** `app`: whose entity hooks, file guards and clock apply (hooks are read when used, so those registered later count). */
  constructor(
    readonly def: D,
    db: Db,
    tz: number,
    readonly view: EntityView = 'owned',
    readonly app: EngineApp = UNREGISTERED,
  ) {
    this.ctx = entityContext(def, db, tz, view, app);
    this.table = this.ctx.table;
    this.cols = this.ctx.cols;
  }

  /** The same service working through another handle, e.g. inside a transaction. */
  within(db: Db): EntityService<D> {
    return new EntityService(this.def, db, this.ctx.tz, this.view, this.app);
  }

  /**
   * The data scope: owned records the member may see; for the pool, every pooled record (holding the
   * pool's node is what grants it).
   */
  scope(user: SessionUser, teamIds?: readonly number[]) {
    return recordScope(this.ctx, user, teamIds);
  }

  /** The scope of a list or an export: the same predicate, with the member's team records read first. */
  async listScope(user: SessionUser) {
    return listScope(this.ctx, user);
  }

  /** One page of the records in scope matching the list's filters, with their total unless `withCount` is false. */
  async list(user: SessionUser, q: ListQuery, opts: { withCount?: boolean; countCap?: number } = {}) {
    const { rows, counted } = await listPage(
      this.ctx,
      () => (this.listHead ??= listStatementHead(this.ctx)),
      user,
      q,
      opts,
    );
    return { rows: rows as ListRowOf<D>[], counted };
  }

  /** The list's own predicate (scope and filters, no paging) for an export, which reads the rows itself. */
  async exportWhere(user: SessionUser, q: Omit<ListQuery, 'page' | 'limit'>): Promise<SQL | undefined> {
    return exportWhere(this.ctx, user, q);
  }

  /** How many records match a list's filters for the member, or undefined when more than `cap` do (counting stops one past it). */
  async exportTotal(user: SessionUser, q: Omit<ListQuery, 'page' | 'limit'>, cap: number): Promise<number | undefined> {
    return exportTotal(this.ctx, user, q, cap);
  }

  /** The honest total of the records matching `where` (the kit's count rule: exact up to 10,000, then "10,000+"; or up to `cap`). */
  count(where: SQL | undefined, cap?: number): Promise<Counted> {
    return countRows(this.ctx.db, this.table, where, cap);
  }

  async info(user: SessionUser, id: number): Promise<ApiRowOf<D>> {
    return (await readRecord(this.ctx, user, id)) as ApiRowOf<D>;
  }

  /** `afterInsert` runs in the same transaction once the record exists (e.g. submitting it into approval). */
  async add(user: SessionUser, input: Row, afterInsert?: (tx: Db, id: number) => Promise<void>): Promise<number> {
    return addRecord(this.ctx, user, input, afterInsert);
  }

  /** `afterSave` runs in the same transaction, also when nothing changed (an application resubmitted as it was). */
  async update(user: SessionUser, id: number, input: Row, afterSave?: (tx: Db) => Promise<void>): Promise<void> {
    return updateRecord(this.ctx, user, id, input, afterSave);
  }

  /** Deletes all the given records or none: one out of scope fails the whole request. */
  async del(user: SessionUser, ids: readonly number[]): Promise<number> {
    return deleteRecords(this.ctx, user, ids);
  }

  async log(user: SessionUser, id: number, page: number, limit: number) {
    return readRecordLog(this.ctx, user, id, page, limit);
  }
}
