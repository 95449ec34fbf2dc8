import type { NodeName } from '@suwork/domain';
import type { ApiFieldsOf, EntityDef, Field } from '@suwork/domain/entities';
import type { ReactElement, ReactNode } from 'react';
import type { CellValue, EntityRow, RowValues } from './entity-api.ts';

/** A route query: what a link opens with. */
export type LinkQuery = Record<string, string | number>;

/** A link from a record to another page by route name, e.g. 线索 → 转客户. */
export type RecordLink<R = EntityRow> = {
  key: string;
  label: string;
  /** permission node the link needs */
  node: NodeName;
  route: string;
  /**
   * the query the link opens with (default: `id` = the record's id), e.g. 商机 → 转为合同 with `chance_id` and
   * `enterprise_id`. The list rows open links with the id only, so a link with a query shows on the detail page.
   */
  query?: (row: R) => LinkQuery;
  /** shown for this record (default: always) */
  show?: (row: R) => boolean;
};

/** The query a record link opens with. */
export const recordLinkQuery = (link: RecordLink, row: EntityRow): LinkQuery => link.query?.(row) ?? { id: row.id };

/**
 * A named action run on a record in place (公告 → 发布 / 撤回): asks `confirm` first when given, calls the
 * server, then shows the server's message and refreshes the entity's lists and details.
 */
export type RecordCommand<R = EntityRow> = {
  key: string;
  label: string;
  /** permission node the command needs */
  node: NodeName;
  run: (row: R) => Promise<{ msg?: string }>;
  confirm?: (row: R) => string;
  show?: (row: R) => boolean;
};

/** How a list cell of a field shows its row (e.g. a date highlighted when it is near). */
export type CellRenderer<R = EntityRow> = (row: R) => ReactNode;

/** A tab a module adds to the detail page, after 基本信息, 操作记录, 团队成员 and the related lists (商机 → 阶段历程). */
export type DetailTab<R = EntityRow> = {
  key: string;
  label: string;
  render: (row: R) => ReactNode;
  /** shown for this record (default: always) */
  show?: (row: R) => boolean;
};

/**
 * An action a module renders in the detail header when a command or link is not enough: a button with a dialog
 * of its own (输单 asks the reason), one that navigates after the call (复制为新版本), a print.
 */
export type DetailAction<R = EntityRow> = {
  key: string;
  /** permission node the action needs */
  node: NodeName;
  render: (row: R) => ReactNode;
  show?: (row: R) => boolean;
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
export type FieldWidget<R = EntityRow> = (ctx: { field: Field; row?: R }) => ReactElement;

/** A module's own view of one field on the detail page. */
export type FieldView<R = EntityRow> = (row: R) => ReactNode;

/** What a module adds to the engine pages of one entity, by entity key (the engine imports no module). */
export type EntityExtension<R = EntityRow> = {
  recordLinks?: readonly RecordLink<R>[];
  recordCommands?: readonly RecordCommand<R>[];
  cells?: Readonly<Record<string, CellRenderer<R>>>;
  /** detail page only */
  detailTabs?: readonly DetailTab<R>[];
  /** detail page only, after the links and commands */
  detailActions?: readonly DetailAction<R>[];
  /** add page only */
  addDefaults?: AddDefaults;
  /** add and edit pages: widgets of these fields (by key) in place of the engine's */
  fieldWidgets?: Readonly<Record<string, FieldWidget<R>>>;
  /** detail page: views of these fields (by key) in place of the engine's */
  fieldViews?: Readonly<Record<string, FieldView<R>>>;
  /** list page only: tools beside 导入 and 导出 (新建付款 where the add is a dialog of its own) */
  listTools?: readonly ListTool[];
  /**
   * list and detail pages: why 删除 does not apply to a record, beyond the engine's own rules (a collection finance
   * confirmed is voided, not deleted), or undefined when it does; its row is left out of batch selection
   */
  deleteBlocked?: (row: R) => string | undefined;
};

/** A tool a module adds to the list page's toolbar, shown to holders of its node. */
export type ListTool = { key: string; node: NodeName; render: () => ReactNode };
export type EntityExtensions = Readonly<Record<string, EntityExtension>>;

/** A `rows` field (its lines of columns) as the engine's pages read it. */
type CellOfValue<V> = Record<string, unknown>[] extends V ? readonly RowValues[] : V;

/**
 * A record of the entity as the engine's pages hold it: the API's row of its declaration (a misspelt column fails to
 * compile) with the names read beside it (`<key>_name`, `<key>_names`, `<key>_files`); still an EntityRow, so the
 * engine's own helpers take it.
 */
export type RecordOf<D extends EntityDef> = { [K in keyof ApiFieldsOf<D>]: CellOfValue<ApiFieldsOf<D>[K]> } & {
  readonly [name: `${string}_name` | `${string}_names` | `${string}_files`]: CellValue;
};

/**
 * What a module adds to one entity's pages, its rows typed from the declaration:
 * `extend(offerEntity, { recordCommands: [{ show: (row) => row.status === OFFER_DRAFT, … }] })`.
 */
export function extend<D extends EntityDef>(def: D, extension: EntityExtension<RecordOf<D>>): EntityExtensions {
  // the engine hands each extension the rows its entity's routes answer, which RecordOf describes
  return { [def.key]: extension as unknown as EntityExtension };
}

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
