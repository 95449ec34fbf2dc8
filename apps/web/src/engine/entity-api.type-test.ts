// Compiled with the app (never imported): rows of a declared entity are typed from its declaration.
import { clueEntity, type EntityDef } from '@suwork/domain/entities';
import type { EntityRow, RowOf } from './entity-api.ts';

declare const clue: RowOf<typeof clueEntity>;
export const name: string | null | undefined = clue.clue_name;
export const status: number | null | undefined = clue.status;
export const tags: readonly number[] | undefined = clue.tags;
// @ts-expect-error a choice is a number, not text
export const statusText: string | null | undefined = clue.status;
// a row is still an EntityRow for the generic engine, and an entity known only as EntityDef has EntityRow rows
export const generic: EntityRow = clue;
export const untyped: RowOf<EntityDef> extends EntityRow ? (EntityRow extends RowOf<EntityDef> ? true : false) : false =
  true;
