import type { NodeName } from '@suwork/domain';
import type { Field } from '@suwork/domain/entities';
import type { ReactElement, ReactNode } from 'react';
import type { CellValue, EntityRow } from './entity-api.ts';

/** A route query: what a link opens with. */
export type LinkQuery = Record<string, string | number>;

/** A link from a record to another page by route name, e.g. 线索 → 转客户. */
export type RecordLink = {
  key: string;
  label: string;
  /** permission node the link needs */
  node: NodeName;
  route: string;
  /**
   * the query the link opens with (default: `id` = the record's id), e.g. 商机 → 转为合同 with `chance_id` and
   * `enterprise_id`. The list rows open links with the id only, so a link with a query shows on the detail page.
   */
  query?: (row: EntityRow) => LinkQuery;
  /** shown for this record (default: always) */
  show?: (row: EntityRow) => boolean;
};

/** The query a record link opens with. */
export const recordLinkQuery = (link: RecordLink, row: EntityRow): LinkQuery => link.query?.(row) ?? { id: row.id };

/**
 * A named action run on a record in place (公告 → 发布 / 撤回): asks `confirm` first when given, calls the
 * server, then shows the server's message and refreshes the entity's lists and details.
 */
export type RecordCommand = {
  key: string;
  label: string;
  /** permission node the command needs */
  node: NodeName;
  run: (row: EntityRow) => Promise<{ msg?: string }>;
  confirm?: (row: EntityRow) => string;
  show?: (row: EntityRow) => boolean;
};

/** How a list cell of a field shows its row (e.g. a date highlighted when it is near). */
export type CellRenderer = (row: EntityRow) => ReactNode;

/** A tab a module adds to the detail page, after 基本信息, 操作记录, 团队成员 and the related lists (商机 → 阶段历程). */
export type DetailTab = {
  key: string;
  label: string;
  render: (row: EntityRow) => ReactNode;
  /** shown for this record (default: always) */
  show?: (row: EntityRow) => boolean;
};

/**
 * An action a module renders in the detail header when a command or link is not enough: a button with a dialog
 * of its own (输单 asks the reason), one that navigates after the call (复制为新版本), a print.
 */
export type DetailAction = {
  key: string;
  /** permission node the action needs */
  node: NodeName;
  render: (row: EntityRow) => ReactNode;
  show?: (row: EntityRow) => boolean;
};

/**
 * Values an add page opened from another record starts from, beside the ids its query names (转为合同 from a
 * quote takes the quote's amount and product lines). The form waits for them; a failed read leaves them out.
 */
export type AddDefaults = {
  /** the query parameter naming the record they come from (offer_id) */
  param: string;
  /** that record's values for the new one's fields, as a row carries them */
  load: (id: number, signal: AbortSignal) => Promise<Record<string, CellValue>>;
};

/**
 * A module's own form widget for one field, where the engine's would not do (开票合同: the customer's contracts,
 * each with what it may still invoice). Form.Item gives it `value` and `onChange`; the field's rules still apply.
 */
export type FieldWidget = (ctx: { field: Field; row?: EntityRow }) => ReactElement;

/** A module's own view of one field on the detail page. */
export type FieldView = (row: EntityRow) => ReactNode;

/** What a module adds to the engine pages of one entity, by entity key (the engine imports no module). */
export type EntityExtension = {
  recordLinks?: readonly RecordLink[];
  recordCommands?: readonly RecordCommand[];
  cells?: Readonly<Record<string, CellRenderer>>;
  /** detail page only */
  detailTabs?: readonly DetailTab[];
  /** detail page only, after the links and commands */
  detailActions?: readonly DetailAction[];
  /** add page only */
  addDefaults?: AddDefaults;
  /** add and edit pages: widgets of these fields (by key) in place of the engine's */
  fieldWidgets?: Readonly<Record<string, FieldWidget>>;
  /** detail page: views of these fields (by key) in place of the engine's */
  fieldViews?: Readonly<Record<string, FieldView>>;
  /** list page only: tools beside 导入 and 导出 (新建付款 where the add is a dialog of its own) */
  listTools?: readonly ListTool[];
  /**
   * list and detail pages: why 删除 does not apply to a record, beyond the engine's own rules (a collection finance
   * confirmed is voided, not deleted), or undefined when it does; its row is left out of batch selection
   */
  deleteBlocked?: (row: EntityRow) => string | undefined;
};

/** A tool a module adds to the list page's toolbar, shown to holders of its node. */
export type ListTool = { key: string; node: NodeName; render: () => ReactNode };
export type EntityExtensions = Readonly<Record<string, EntityExtension>>;

/**
 * Several modules' extensions as one: for an entity both extend, their links, commands, tabs and actions are
 * listed one after the other (cells and add defaults: the later one wins).
 */
export function mergeExtensions(...parts: readonly EntityExtensions[]): EntityExtensions {
  const out: Record<string, EntityExtension> = {};
  for (const part of parts) {
    for (const [key, ext] of Object.entries(part)) {
      const had = out[key] ?? {};
      out[key] = {
        ...had,
        ...ext,
        recordLinks: [...(had.recordLinks ?? []), ...(ext.recordLinks ?? [])],
        recordCommands: [...(had.recordCommands ?? []), ...(ext.recordCommands ?? [])],
        detailTabs: [...(had.detailTabs ?? []), ...(ext.detailTabs ?? [])],
        detailActions: [...(had.detailActions ?? []), ...(ext.detailActions ?? [])],
        listTools: [...(had.listTools ?? []), ...(ext.listTools ?? [])],
        cells: { ...had.cells, ...ext.cells },
        fieldWidgets: { ...had.fieldWidgets, ...ext.fieldWidgets },
        fieldViews: { ...had.fieldViews, ...ext.fieldViews },
      };
    }
  }
  return out;
}
