import { z } from 'zod';
import { nameKeyOf, namesKeyOf, type EntityDef, type Field } from '../entities/define.ts';
import { dateTime, emptyBody, idOf, listBody, okBody } from './envelope.ts';

// Answers of the entity engine's generic routes (core/engine on the server): built from an entity's declaration,
// so every declared entity has its own record shape. A record is an open object: the declared fields, the names
// of picked members, departments and records, and the system columns are named here; nothing else is dropped.

/** A file of an attachment field, as a record's info lists it under `<key>_files`; `url` carries its read key. */
export const attachedFileView = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  size: z.number(),
  ext: z.string(),
});

/** A list of stored rows (jsonb): their keys are described, not checked, so no stored row ever fails the answer. */
const storedRows = (what: string) => z.array(z.record(z.string(), z.unknown())).describe(what);

const LINE_KEYS =
  'product_id / service_id、spec_id、module_id、price、quantity、discount、remark，以及 product_name、spec_name、module_name、unit、subtotal';

/** A field's value as the API sends it: numbers for choices and picks, id lists, money / dates / times as text, empty as null. */
function cellView(f: Field): z.ZodType {
  switch (f.type) {
    case 'integer':
    case 'enum':
    case 'reference':
    case 'member':
    case 'department':
      return z.number().nullable().describe(f.label);
    case 'members':
    case 'references':
    case 'tags':
    case 'attachments':
      return z.array(z.number()).describe(`${f.label}（编号列表）`);
    case 'lines':
      return storedRows(`${f.label}：每行含 ${LINE_KEYS}`);
    case 'rows':
      return storedRows(`${f.label}：每行含 ${(f.columns ?? []).map((c) => `${c.key}（${c.label}）`).join('、')}`);
    default:
      // text, long and rich text, phone, email, region, money and percent ('1234.50'), date, datetime
      return z.string().nullable().describe(f.label);
  }
}

const optionalAll = (shape: Record<string, z.ZodType>) =>
  Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v.optional()]));

/** The names a read attaches (see nameKeyOf / namesKeyOf): choices' labels and tags first, then members, departments and records. */
function attachedNames(
  def: EntityDef,
  fields: readonly Field[],
  with_: { system: boolean },
): Record<string, z.ZodType> {
  const name = (f: Field) => z.string().nullable().describe(`${f.label}（名称）`);
  const names = (f: Field) => z.string().describe(`${f.label}（名称，以、分隔）`);
  const out: Record<string, z.ZodType> = {};
  for (const f of fields) if (f.type === 'enum' && f.dict) out[nameKeyOf(f.key)] = name(f);
  for (const f of fields) if (f.type === 'tags') out[namesKeyOf(f.key)] = names(f);
  for (const f of fields) if (f.type === 'member') out[nameKeyOf(f.key)] = name(f);
  for (const f of fields) if (f.type === 'members') out[namesKeyOf(f.key)] = names(f);
  if (with_.system) Object.assign(out, creatorAndOwner(def));
  for (const f of fields) if (f.type === 'department') out[nameKeyOf(f.key)] = name(f);
  if (with_.system && def.owned) out.dept_name = z.string().nullable().describe('所属部门');
  for (const f of fields) if (f.type === 'reference') out[nameKeyOf(f.key)] = name(f);
  for (const f of fields) if (f.type === 'references') out[namesKeyOf(f.key)] = names(f);
  return out;
}

const creatorAndOwner = (def: EntityDef): Record<string, z.ZodType> => ({
  create_user_name: z.string().nullable().describe('创建人'),
  ...(def.owned
    ? {
        owner_user_name: z
          .string()
          .nullable()
          .describe(def.ownerLabel ?? '负责人'),
      }
    : {}),
});

/** The system columns every record carries, after its fields. */
function systemViews(def: EntityDef): Record<string, z.ZodType> {
  return {
    create_user_id: z.number(),
    ...(def.owned ? { owner_user_id: z.number(), dept_id: z.number() } : {}),
    create_time: dateTime(),
    update_time: dateTime(),
  };
}

// Keys are declared in the order the engine writes them, so the answer keeps it (the id and the idKey first).
const idViews = (def: EntityDef) => ({ id: z.number(), [def.idKey]: z.number() });

/**
 * A row of getList: the id (also under the idKey), the title and the list's columns, the system columns and the
 * names joined to them (creator, owner, department, members), then the other names where the list has them.
 */
export function entityListRowView(def: EntityDef) {
  const shown = def.fields.filter((f) => f.list || f.key === def.titleField);
  const joined = shown.filter((f) => f.type === 'member');
  const joinedNames = {
    ...creatorAndOwner(def),
    ...(def.owned ? { dept_name: z.string().nullable().describe('所属部门') } : {}),
    ...Object.fromEntries(joined.map((f) => [nameKeyOf(f.key), z.string().nullable().describe(`${f.label}（名称）`)])),
  };
  return z.looseObject({
    ...idViews(def),
    ...Object.fromEntries(shown.map((f) => [f.key, cellView(f)])),
    ...systemViews(def),
    ...optionalAll(joinedNames),
    ...optionalAll(attachedNames(def, shown, { system: false })),
  });
}

/** A record as info answers it: every field, the system columns, the names and, per attachment field, `<key>_files`. */
export function entityInfoView(def: EntityDef) {
  const files = def.fields
    .filter((f) => f.type === 'attachments')
    .map((f) => [`${f.key}_files`, z.array(attachedFileView).describe(`${f.label}（文件）`)] as const);
  return z.looseObject({
    ...idViews(def),
    ...Object.fromEntries(def.fields.map((f) => [f.key, cellView(f)])),
    ...systemViews(def),
    ...optionalAll(attachedNames(def, def.fields, { system: true })),
    ...optionalAll(Object.fromEntries(files)),
  });
}

/** One line of a record's operation log, newest first. */
export const operationLogView = z.object({
  id: z.number(),
  create_time: dateTime(),
  user_name: z.string().nullable(),
  content: z.string(),
  action: z.string(),
});

/** What an import would do (check: nothing written) and what it did (commit: all rows or none). */
export const importCheckView = z.object({
  total: z.number(),
  valid: z.number(),
  invalid: z.number(),
  errors: z.array(z.object({ row: z.number(), message: z.string() })),
  report_url: z.string().nullable(),
});
export const importCommitView = z.object({ created: z.number(), updated: z.number() });

/** A record sharing a value with the form; one out of the member's scope comes masked and without id. */
export const duplicateMatchView = z.object({
  id: z.number().nullable(),
  field: z.string(),
  label: z.string(),
  value: z.string().nullable(),
  title: z.string().nullable(),
  owner_user_name: z.string(),
  visible: z.boolean(),
});

/** A node of an entity's tree (getTree), shaped like the department tree; parent_id 0 at the top. */
export const entityTreeNodeView = z.object({
  value: z.number(),
  label: z.string(),
  parent_id: z.number(),
  get children() {
    return z.array(entityTreeNodeView);
  },
});

/** A short-lived download (export, import template): `url` is /api/Common/download?token=…, valid ten minutes. */
const downloadView = z.object({ url: z.string() });

/** The generic routes of an entity (or of its public pool): /api/{controller}/<name>. */
export function entityAnswers(def: EntityDef) {
  return {
    getList: listBody(entityListRowView(def)),
    info: okBody(entityInfoView(def)),
    add: okBody(idOf('id')),
    update: okBody(idOf('id')),
    del: okBody(z.object({ count: z.number() })),
    getLog: listBody(operationLogView),
    export: okBody(downloadView),
    importTemplate: okBody(downloadView),
    import: okBody(z.union([importCheckView, importCommitView])),
    checkDuplicate: okBody(z.array(duplicateMatchView)),
    getTree: okBody(z.array(entityTreeNodeView)),
  };
}

/** A record's team: its owner (负责人) and collaborators (协同人); a pooled record has neither. */
export const teamView = z.object({
  groupUser: z.array(z.object({ user_id: z.number(), user_name: z.string(), avatar_url: z.string() })),
  manager_user_id: z.number(),
  leader_id: z.number(),
  manager: z.object({ user_id: z.number(), user_name: z.string().nullable() }),
});

/** /api/{controller}/getTeam, addUser, deleteUser, editUser, addLeader. */
export const teamAnswers = {
  getTeam: okBody(teamView),
  addUser: emptyBody,
  deleteUser: emptyBody,
  editUser: emptyBody,
  addLeader: emptyBody,
};

/** Automatic return to the pool: not followed up for follow_days, or (with a deal status) no deal for deal_days. */
export const poolRuleView = z.object({ enabled: z.boolean(), follow_days: z.number(), deal_days: z.number() });

/** The public pool's actions: /api/{pool controller}/receive, assign, getRule, setRule, previewRecycle; /api/{controller}/toPublic, setExempt. */
export function poolAnswers(def: EntityDef) {
  const due = z.looseObject({
    id: z.number(),
    title: z.string().nullable(),
    [def.titleField]: z.string().nullable(),
    owner_user_id: z.number(),
    owner_user_name: z.string().nullable(),
    create_time: dateTime(),
  });
  return {
    receive: emptyBody,
    assign: emptyBody,
    toPublic: emptyBody,
    setExempt: emptyBody,
    getRule: okBody(poolRuleView),
    setRule: okBody(poolRuleView),
    previewRecycle: listBody(due),
  };
}

const followCommentView = z.object({
  id: z.number(),
  content: z.string(),
  user_name: z.string().nullable(),
  user_avatar: z.string(),
  create_time: dateTime(),
});
/** A follow-up in the feed; status 1 normal, 2 voided (作废); attachment_id comma-joined file ids. */
export const followRecordView = z.object({
  id: z.number(),
  real_id: z.number(),
  follow_type: z.number(),
  follow_type_name: z.string().nullable(),
  follow_time: z.string(),
  next_follow_time: dateTime(),
  next_follow_content: z.string(),
  content: z.string(),
  contact_name: z.string(),
  contact_id: z.number().nullable(),
  status: z.number(),
  user_id: z.number(),
  user_name: z.string().nullable(),
  user_avatar: z.string(),
  create_time: dateTime(),
  attachment_id: z.string(),
  document_list: z.array(attachedFileView),
  comment_list: z.array(followCommentView),
});

/** /api/CommonFollow/<name>: the feed is a map from the day ('YYYY-MM-DD') to its follow-ups, newest first. */
export const followAnswers = {
  getList: z.object({
    code: z.number(),
    msg: z.string(),
    data: z.record(z.string(), z.array(followRecordView)),
    count: z.number(),
  }),
  add: okBody(idOf('id')),
  edit: okBody(idOf('id')),
  abolish: okBody(idOf('id')),
  addComment: okBody(idOf('id')),
};
