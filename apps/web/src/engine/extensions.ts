import type { ReactNode } from 'react';
import type { EntityRow } from './entity-api.ts';

/** A link from a record to another page (route name, query id = the record's id), e.g. 线索 → 转客户. */
export type RecordLink = {
  key: string;
  label: string;
  /** permission node the link needs */
  node: string;
  route: string;
  /** shown for this record (default: always) */
  show?: (row: EntityRow) => boolean;
};

/** How a list cell of a field shows its row (e.g. a date highlighted when it is near). */
export type CellRenderer = (row: EntityRow) => ReactNode;

/** What a module adds to the engine pages of one entity, by entity key (the engine imports no module). */
export type EntityExtension = { recordLinks?: readonly RecordLink[]; cells?: Readonly<Record<string, CellRenderer>> };
export type EntityExtensions = Readonly<Record<string, EntityExtension>>;
