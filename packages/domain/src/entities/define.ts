import type { MessageChannel, MessageType } from '../message-centre.ts';
import { dictionaryOf } from './dictionaries.ts';

// Business entities are declared once here; the server derives table, validation and endpoints from a
// declaration, the web derives list, form, detail and picker. Keys (entity, field) are permanent.

export type FieldType =
  | 'text'
  | 'longText'
  | 'richText'
  | 'integer'
  | 'money'
  | 'percent'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'reference'
  | 'references'
  | 'member'
  | 'department'
  | 'members'
  | 'tags'
  | 'attachments'
  | 'region'
  | 'phone'
  | 'email'
  | 'lines'
  | 'rows';

export type EnumOptions = Readonly<Record<number, string>>;

/** A field; `K` and `T` keep a declared field's key and type as literals (f.text('name', …) is Field<'name', 'text'>). */
export type Field<K extends string = string, T extends FieldType = FieldType> = {
  key: K;
  label: string;
  type: T;
  /** the Chinese message shown when it is missing; its presence makes the field required */
  required?: string;
  /** false: never accepted from add/update (owner, status, amounts collected...); changed by named actions */
  writable?: boolean;
  /** text: max length; numbers: max value; product lines and rows: how many at most */
  max?: number;
  min?: number;
  /** enum choices, value → label (for a dictionary-backed field: the dictionary's defaults) */
  options?: EnumOptions;
  /** enum: the dictionary (选项配置 group, see dictionaries.ts) whose current options replace `options` */
  dict?: string;
  /** reference target entity key */
  entity?: string;
  /**
   * rows: an integer column naming a record of the entity another column of its row chooses (付款明细's 单据:
   * `{ field: 'doc_type', entities: { 1: 'expense', 2: 'borrow' } }`); checked like a reference; read with
   * `<key>_name`, the record's number and name (recordLabel), which the page shows as a link to it
   */
  entityBy?: { field: string; entities: Readonly<Record<number, string>> };
  /** value when the client sends none */
  defaultValue?: string | number;
  /** shown as a list column, in declaration order */
  list?: boolean;
  /**
   * a list column hidden until a member shows it in 列设置 (its values are still read): a secondary column kept off
   * the first screen of a wide list
   */
  listHidden?: boolean;
  /** matched by the list keyword */
  search?: boolean;
  /** offered as a list filter (equality for choices, range for dates and numbers, contains for text) */
  filter?: boolean;
  /** the list may sort by it */
  sort?: boolean;
  index?: boolean;
  /** one record per value: a unique index (the entity's hooks give the Chinese message) */
  unique?: boolean;
  /**
   * bookkeeping kept beside a field that shows it (a plan's 期次 number behind its 期数「第1期」): in the API, never on a
   * page nor in an export; a rows column: not a column of the table on the page (付款明细's 单据编号, which 单据 shows)
   */
  hidden?: boolean;
  /** masked when shown to someone who may not see the record (duplicate check) */
  mask?: 'phone' | 'name';
  placeholder?: string;
  /** what an empty value means, shown instead of nothing (可见范围 empty: 全体员工) */
  emptyText?: string;
  /** member fields: picked in the 选择成员 dialog (department tree) rather than a searching select */
  dialog?: boolean;
  /** product lines (`lines`) and rows (`rows`): the money field that holds their total, written by the server */
  sumInto?: string;
  /** rows (`rows`): the columns of each row (text, longText, date, money, integer, enum and dictionary fields) */
  columns?: readonly Field[];
  /** rows: the money column whose sum goes into `sumInto` */
  sumOf?: string;
  /**
   * a rows money column that is the product of two other columns of its row, to the cent (采购明细's 金额: 数量 ×
   * 单价): written by the server, shown as the member types; declare it `writable: false`
   */
  product?: readonly [string, string];
  /**
   * reference fields: the picker's filters taken from the form, target parameter → this form's field
   * (联系人 `{ enterprise_id: 'enterprise_id' }`: the contacts of the customer chosen above)
   */
  pickerParams?: Readonly<Record<string, string>>;
  /**
   * reference fields: what choosing a record fills in on the same form, this form's field → where its value comes
   * from in the chosen record (回款计划 → `{ amount: 'stay_amount' }`). Only empty fields and fields it filled itself
   * are filled without asking; the member is asked before a value they entered is replaced.
   */
  fills?: Readonly<Record<string, FillSource>>;
};

/**
 * Where a filled value comes from in the chosen record (Field.fills): one of its fields; `join`: the non-empty ones
 * of several, joined by a space (地址 电话); `first`: the first non-empty one (发票抬头, else the customer's name).
 */
export type FillSource = string | { join: readonly string[] } | { first: readonly string[] };

/** The fields of the chosen record a fill reads. */
export const fillSourceKeys = (source: FillSource): readonly string[] =>
  typeof source === 'string' ? [source] : 'join' in source ? source.join : source.first;

export type Section = { title: string; fields: readonly string[] };

export type EntityFeatures = {
  /** operation log timeline */
  log?: boolean;
  followUps?: boolean;
  /** owner and collaborators */
  team?: boolean;
  export?: boolean;
  /** Excel import, upserting by this field */
  import?: { key: string };
  /** fields checked for duplicates before create (customer name, phone) */
  duplicateCheck?: readonly string[];
};

export type EntityDef = {
  key: string;
  /** API controller: /api/{controller}/{action} */
  controller: string;
  title: string;
  table: string;
  /** primary key name in the API, e.g. customer_id */
  idKey: string;
  /** the field that names a record */
  titleField: string;
  /** page permission node; its actions (_add, _edit, _del, _export, _import) guard the endpoints */
  node: string;
  /** records have an owner (owner_user_id, dept_id) and the data scope applies */
  owned: boolean;
  fields: readonly Field[];
  sections: readonly Section[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
  features: EntityFeatures;
  /** web route names */
  routes: EntityRoutes;
  /**
   * A public pool (公海): records without an owner that members claim. Pooled records carry the pool fields
   * (poolFields) and appear only through the pool's own controller, node and routes.
   */
  pool?: { controller: string; node: string; title: string; routes: EntityRoutes };
  /** the same records listed again under other routes and title (财务 → 收款 lists the 回款记录 for finance) */
  alsoAt?: readonly { title: string; routes: EntityRoutes }[];
  /** how the record picker dialog (选择客户, 选择产品 …) lists the entity, and the query parameters it sends */
  picker?: EntityPicker;
  /** records form a tree by this self-reference: GET /api/{controller}/getTree */
  tree?: { parentKey: string };
  /**
   * The approval flow (FLOW_TYPES) its records go through: an application is submitted as it is created, through
   * the module's own add (the approval centre's 发起申请); a document (合同, 合同退款) when its owner presses 提交审批.
   * Either is not changed or deleted while in approval.
   */
  flowType?: number;
  /** who submits a document (flowType) into approval: its owner (default) or whoever entered it */
  flowSubmitter?: 'owner' | 'creator';
  /** the numbers its `status` takes through approval, when they are not DOC_STATUS's (借款 keeps the spec's own) */
  flowStates?: FlowStates;
  /**
   * What the title of its approval says after its name (flow-title.ts): 请假 · 年假 · 11-27 至 11-28 · 2天. Every
   * document with a flowType declares it; the server writes the title when a run starts.
   */
  flowTitle?: readonly FlowTitleFact[];
  /**
   * Records belong to the record this reference field names (回款计划 → 合同): they take its owner and department
   * when created and follow it when it changes hands, so whoever sees the contract sees them.
   */
  ownerFrom?: string;
  /** what the owner is called on this entity's pages (default 负责人; an application's owner is its 申请人) */
  ownerLabel?: string;
  /**
   * Where messages about its records go (given to a member, a member added to it, a reply to its follow-up): the
   * message centre tab (default 客户管理) and the realtime channel (default the plain event; replies always use
   * the follow-up reply channel).
   */
  messages?: { type: MessageType; channel?: MessageChannel };
  /**
   * The follow-up form offers these records as contacts: those of `entity` whose reference field `field` is the
   * record followed up (客户 → its 联系人 by 客户名称), or, with `via`, the record's own field `via` (商机 → the
   * 联系人 of its 客户). Without it the contact is typed in.
   */
  followContacts?: { entity: string; field: string; via?: string };
  /**
   * Records of other entities that point at this one (客户 → its 联系人, 商机, 报价 by their 客户 field): the detail
   * page shows each as a tab with its count, listing them and offering 新建 with the reference filled in.
   */
  related?: readonly RelatedList[];
  /**
   * Records whose `field` holds one of `values` are closed history (线索 once 已转客户): the server refuses every
   * change to them — 编辑, 删除, 放入公海, 转移 and other team changes, follow-ups — with
   * `{title}{reason}，不能{verb}` (readOnlyMessage), the recycling rule passes them by, and the pages offer none
   * of those actions.
   */
  readOnlyWhen?: ReadOnlyWhen;
  /**
   * What a record's card shows on a phone, where lists are cards: `facts` (list fields, as label and value, in this
   * order) and `tag`, an enum list field shown as a coloured tag beside the name. Without it a card shows the first
   * list fields and the list's `status` as its tag.
   */
  card?: EntityCard;
  /**
   * The key figures a record's detail page shows large in its header, in this order (合同: 合同金额, 已回款, 未回款 and
   * 合同状态; an enum as a coloured tag). Without them the header shows only the facts below its name.
   */
  figures?: readonly string[];
  /**
   * Indexes a query reads beyond those the fields imply (the server's table.ts), each only where a query uses it:
   * a workbench section's own short range, its key columns in order and, partial, only the rows whose `where.field`
   * holds one of `where.values`. `name` completes the index's name and, like a field key, is permanent.
   */
  indexes?: readonly EntityIndex[];
};

/** See EntityDef.indexes. */
export type EntityIndex<K extends string = string> = {
  name: string;
  on: readonly K[];
  where?: { field: K; values: readonly number[] };
};

/** See EntityDef.card: keys of list fields (the only ones a list reads). */
export type EntityCard<K extends string = string> = { facts: readonly K[]; tag?: K };

/** See EntityDef.readOnlyWhen. */
export type ReadOnlyWhen = { field: string; values: readonly number[]; reason: string };

/**
 * The statuses a document passes through in approval: `draft` when saved, `running` while in approval, `passed`,
 * `rejected` and `withdrawn` after its run; it is changed, deleted and submitted only while in one of `editable`.
 */
export type FlowStates = {
  draft: number;
  running: number;
  passed: number;
  rejected: number;
  withdrawn: number;
  editable: readonly number[];
};

/**
 * One fact of an approval's title (EntityDef.flowTitle), read from the document as its detail page gets it: a field
 * as its type reads (an option's label, ¥1,860.50, 11-27, 11-27 09:00, a member's or a record's name, the text); with
 * `unit` a quantity (2天, 3.5小时) and with `lead` words before it (交接给李四); `from` / `to` two date or time fields
 * as one span (11-27 至 11-28, 11-27 09:00 至 12:00).
 */
export type FlowTitleFact<K extends string = string> =
  K | { field: K; unit?: string; lead?: string } | { from: K; to: K };

/**
 * Child records of `entity` whose reference field `field` (or multi-reference: 开票申请's 关联合同) names the record;
 * 新建 opens the child's add page with `field` naming the record.
 */
export type RelatedList = { entity: string; field: string };

/**
 * The picker dialog of an entity. The spec's picker parameter names are accepted by getList as aliases:
 * `params: { company_name: 'enterprise_name' }` makes company_name=xx the enterprise_name filter (contains for
 * text, equality for choices) without making enterprise_name itself a list filter.
 */
export type EntityPicker = {
  /**
   * the dialog's own list route, where the spec names one (关联项目: GET /api/project/index): served with getList's
   * parameters, permission and answer, and the dialog lists through it
   */
  path?: `/api/${string}`;
  /**
   * tabs over the list, one per value of a choice parameter (关联项目: 进行中 status=1, 已完成 status=2), labelled as
   * the field's options say; the first is open when the dialog opens
   */
  tabs?: { param: string; values: readonly number[] };
  /** query parameter → the field it filters; text targets become the dialog's search boxes, department and tree targets its side trees */
  params?: Readonly<Record<string, string>>;
  /** parameters the picker always sends with this value (roles_name=1); accepted with that value only, then dropped */
  fixed?: Readonly<Record<string, number>>;
  /** filters the dialog always sends (选择借款单: status=4, the borrowings awaiting repayment) */
  sends?: Readonly<Record<string, number>>;
  /** rows holding these values are shown but cannot be ticked (a locked borrowing: locked=2) */
  blocked?: Readonly<Record<string, number>>;
  /** context parameters accepted and not used (yet), e.g. contract_id before contracts exist */
  ignored?: readonly string[];
  /** several records (default one, a radio list) */
  multiple?: boolean;
  /** rows a page, and the page sizes offered (none: no size changer) */
  pageSize: number;
  pageSizes?: readonly number[];
  /** columns of the dialog, field keys (default: the list fields) */
  columns?: readonly string[];
};

export type EntityRoutes = { list: string; add?: string; edit?: string; info?: string };

/** Columns every owned table has, set by the server only. */
export const SYSTEM_FIELDS = {
  create_user_id: '创建人',
  owner_user_id: '负责人',
  dept_id: '所属部门',
  create_time: '创建时间',
  update_time: '更新时间',
} as const;

/** The name of the owner column and filter of an entity. */
export const ownerLabel = (def: Pick<EntityDef, 'ownerLabel'>): string => def.ownerLabel ?? SYSTEM_FIELDS.owner_user_id;

type FieldOpts = Omit<Field, 'key' | 'label' | 'type'>;
const make =
  <T extends FieldType>(type: T) =>
  <K extends string>(key: K, label: string, opts: FieldOpts = {}): Field<K, T> => ({ key, label, type, ...opts });

export const f = {
  text: make('text'),
  longText: make('longText'),
  richText: make('richText'),
  integer: make('integer'),
  money: make('money'),
  percent: make('percent'),
  date: make('date'),
  datetime: make('datetime'),
  enumOf: <K extends string>(key: K, label: string, options: EnumOptions, opts: FieldOpts = {}): Field<K, 'enum'> => ({
    key,
    label,
    type: 'enum',
    options,
    ...opts,
  }),
  /** an enum whose options an administrator edits (选项配置); stored as the option's value */
  dict: <K extends string>(key: K, label: string, dict: string, opts: FieldOpts = {}): Field<K, 'enum'> => ({
    key,
    label,
    type: 'enum',
    dict,
    options: dictionaryOf(dict).defaults,
    ...opts,
  }),
  reference: <K extends string>(
    key: K,
    label: string,
    entity: string,
    opts: FieldOpts = {},
  ): Field<K, 'reference'> => ({ key, label, type: 'reference', entity, ...opts }),
  /** several records of `entity` (ids, each once, at most 50); info and lists add `<key>_names` */
  references: <K extends string>(
    key: K,
    label: string,
    entity: string,
    opts: FieldOpts = {},
  ): Field<K, 'references'> => ({ key, label, type: 'references', entity, ...opts }),
  member: make('member'),
  department: make('department'),
  members: make('members'),
  /** tag ids (标签管理), stored like members */
  tags: make('tags'),
  attachments: make('attachments'),
  region: make('region'),
  phone: make('phone'),
  email: make('email'),
  /** 产品明细 (product-lines.ts): priced lines from the catalogue, stored with the record; their total goes into `sumInto` */
  lines: make('lines'),
  /** a table of rows entered with the record (报销明细): `columns` say what each row holds, at most `max` rows */
  rows: make('rows'),
};

/** Columns every table has besides its declared fields: id and the system fields. */
export type SystemKey = 'id' | keyof typeof SYSTEM_FIELDS;

/**
 * A declaration whose references name its own fields (`K`: the keys of its fields): the title field, section
 * fields, sort, import and duplicate-check keys, picker parameters and columns, the tree's parent, the approval
 * title's facts, the phone card's fields, the header's figures.
 */
export type EntityDecl<K extends string = string> = Omit<
  EntityDef,
  | 'fields'
  | 'titleField'
  | 'sections'
  | 'defaultSort'
  | 'features'
  | 'picker'
  | 'tree'
  | 'ownerFrom'
  | 'readOnlyWhen'
  | 'flowTitle'
  | 'card'
  | 'figures'
  | 'indexes'
> & {
  card?: EntityCard<K>;
  figures?: readonly K[];
  ownerFrom?: K;
  flowTitle?: readonly FlowTitleFact<K>[];
  readOnlyWhen?: Omit<ReadOnlyWhen, 'field'> & { field: K };
  fields: readonly Field<K>[];
  titleField: K;
  sections: readonly { title: string; fields: readonly K[] }[];
  defaultSort: { field: K | SystemKey; order: 'asc' | 'desc' };
  features: Omit<EntityFeatures, 'import' | 'duplicateCheck'> & { import?: { key: K }; duplicateCheck?: readonly K[] };
  picker?: Omit<EntityPicker, 'params' | 'columns'> & {
    params?: Readonly<Record<string, K>>;
    columns?: readonly (K | SystemKey)[];
  };
  tree?: { parentKey: K };
  indexes?: readonly EntityIndex<K | SystemKey>[];
};

/**
 * An entity declaration, checked against itself: a key that names no field of it (a typo in a section, the
 * picker or the sort) fails to compile. The declaration keeps its literal types (field keys and types, routes)
 * for code that derives types from it; it is an EntityDef wherever one is expected.
 */
export const defineEntity = <
  const F extends readonly Field[],
  const R extends EntityRoutes,
  const O extends boolean = boolean,
>(
  // routes: exactly EntityRoutes' keys (a misspelt one is `never`), with their literal values
  def: EntityDecl<F[number]['key']> & {
    fields: F;
    owned: O;
    routes: R & { [X in Exclude<keyof R, keyof EntityRoutes>]: never };
  },
): EntityDecl<F[number]['key']> & { fields: F; owned: O; routes: R } => def;

/** The keys of the pool bookkeeping fields. */
export type PoolKey = 'in_pool' | 'pool_time' | 'pool_reason' | 'pool_exempt';

/** Pool bookkeeping of an entity with a public pool: set only by the pool actions. */
export const poolFields = (): [
  Field<'in_pool', 'enum'>,
  Field<'pool_time', 'datetime'>,
  Field<'pool_reason', 'text'>,
  Field<'pool_exempt', 'enum'>,
] => [
  {
    key: 'in_pool',
    label: '是否在公海',
    type: 'enum',
    options: { 2: '是', 1: '否' },
    writable: false,
    defaultValue: 1,
    index: true,
  },
  { key: 'pool_time', label: '进入公海时间', type: 'datetime', writable: false, sort: true },
  { key: 'pool_reason', label: '退回原因', type: 'text', max: 200, writable: false },
  {
    key: 'pool_exempt',
    label: '不自动回收',
    type: 'enum',
    options: { 2: '是', 1: '否' },
    writable: false,
    defaultValue: 1,
  },
];

/**
 * Where the API puts the display name of a member, department or reference field:
 * enterprise_id → enterprise_name, owner_user_id → owner_user_name, handler → handler_name.
 */
export const nameKeyOf = (key: string) => (key.endsWith('_id') ? `${key.slice(0, -3)}_name` : `${key}_name`);
/** multi-member, multi-reference and tag fields: members → members_names, tags → tags_names */
export const namesKeyOf = (key: string) => `${key}_names`;

/** Whether a record is closed history, kept read-only (EntityDef.readOnlyWhen). */
export const isReadOnlyRecord = (
  def: Pick<EntityDef, 'readOnlyWhen'>,
  row: Readonly<Record<string, unknown>>,
): boolean => {
  const rule = def.readOnlyWhen;
  return (
    rule !== undefined &&
    row[rule.field] !== null &&
    row[rule.field] !== undefined &&
    rule.values.includes(Number(row[rule.field]))
  );
};

/**
 * Why a change of read-only records is refused: 线索已转化为客户，不能删除; several records name those concerned
 * (所选线索中有 2 条已转化为客户（「甲」、「乙」），不能删除), at most three of them.
 */
export function readOnlyMessage(
  def: Pick<EntityDef, 'title' | 'readOnlyWhen'>,
  verb: string,
  several?: readonly string[],
): string {
  const reason = def.readOnlyWhen?.reason ?? '';
  if (!several) return `${def.title}${reason}，不能${verb}`;
  const names =
    several
      .slice(0, 3)
      .map((n) => `「${n}」`)
      .join('、') + (several.length > 3 ? '等' : '');
  return `所选${def.title}中有 ${several.length} 条${reason}（${names}），不能${verb}`;
}
