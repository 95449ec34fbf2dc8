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

/**
 * A named action run on a record in place (公告 → 发布 / 撤回): asks `confirm` first when given, calls the
 * server, then shows the server's message and refreshes the entity's lists and details.
 */
export type RecordCommand = {
  key: string;
  label: string;
  /** permission node the command needs */
  node: string;
  run: (row: EntityRow) => Promise<{ msg?: string }>;
  confirm?: (row: EntityRow) => string;
  show?: (row: EntityRow) => boolean;
};

/** How a list cell of a field shows its row (e.g. a date highlighted when it is near). */
export type CellRenderer = (row: EntityRow) => ReactNode;

/** What a module adds to the engine pages of one entity, by entity key (the engine imports no module). */
export type EntityExtension = {
  recordLinks?: readonly RecordLink[];
  recordCommands?: readonly RecordCommand[];
  cells?: Readonly<Record<string, CellRenderer>>;
};
export type EntityExtensions = Readonly<Record<string, EntityExtension>>;
