import { z, type ZodType } from 'zod';
import { entityAnswers, followAnswers, poolAnswers, teamAnswers } from '../contracts/engine.ts';
import { ENTITIES, type EntityDef, type Field } from '../entities/index.ts';
import { MSG } from '../messages.ts';
import type { NodeName } from '../nodes/index.ts';
import { idCsv, idField, idParam, pageShape } from './fields.ts';
import { route } from './route.ts';

// Route objects of the entity engine's generic routes, built from an entity's declaration: its list, detail, writes,
// log, export and import, duplicate check and tree; its team and public pool; the follow-ups of every entity that
// declares them. The server serves them (core/engine), the web engine calls them.

/** A node built from the declaration's page node and an action: the node tree has it when the route is served. */
const nodeAuth = (node: string) => ({ node: node as NodeName });

const RANGE_TYPES = new Set(['date', 'datetime', 'money', 'integer', 'percent']);
const CHOICE_TYPES = new Set(['enum', 'member', 'department', 'reference', 'references', 'tags']);
const SYSTEM_SORTS = ['create_time', 'update_time', 'id'];

const choiceIds = idCsv('应为编号，多个用逗号分隔');
/** An option's values, 0 among them where the choices declare it (待提交 of a document saved but not submitted). */
const choiceValues = idCsv('应为编号，多个用逗号分隔', 100, 0);
const rangeValue = z.string().max(32);

/** Query parameters of getList (and export): paging, keyword, allow-listed sort, declared filters. */
export function listQuerySchema(def: EntityDef) {
  const shape: Record<string, ZodType> = {
    ...pageShape(),
    keyword: z.string().trim().max(100, '关键词不能超过100个字符').optional(),
    sort_field: z
      .enum([...SYSTEM_SORTS, ...def.fields.filter((f) => f.sort).map((f) => f.key)] as [string, ...string[]], {
        error: '不支持按该字段排序',
      })
      .optional(),
    sort_order: z.enum(['asc', 'desc'], { error: '排序方向应为 asc 或 desc' }).optional(),
    /**
     * keyset paging for deep pages: the last row's id, and for a create_time/update_time sort its value;
     * the page then starts right after that row whatever its depth
     */
    after_id: idParam().optional(),
    after_value: z.string().max(32).optional(),
    create_time_start: rangeValue.optional(),
    create_time_end: rangeValue.optional(),
    update_time_start: rangeValue.optional(),
    update_time_end: rangeValue.optional(),
  };
  if (def.owned) shape.owner_user_id = choiceIds.optional();
  for (const f of def.fields.filter((x) => x.filter)) {
    if (CHOICE_TYPES.has(f.type))
      shape[f.key] = (f.type === 'enum' && f.options && 0 in f.options ? choiceValues : choiceIds).optional();
    else if (RANGE_TYPES.has(f.type)) {
      shape[`${f.key}_start`] = rangeValue.optional();
      shape[`${f.key}_end`] = rangeValue.optional();
    } else shape[f.key] = z.string().trim().max(100, `${f.label}不能超过100个字符`).optional();
  }
  return z.strictObject(shape);
}

/** What an export writes: an xlsx workbook (the default), or a csv (formatted by the database: faster for many rows). */
export const exportFormat = z.enum(['xlsx', 'csv'], { error: '导出格式应为 xlsx 或 csv' });
export type ExportFormat = z.infer<typeof exportFormat>;

/**
 * The body of export: getList's filters without the paging (an export reads everything that matches; none means no
 * filter), and the file's format.
 */
export function exportQuerySchema(def: EntityDef) {
  const paging = new Set(['page', 'limit', 'after_id', 'after_value']);
  const filters = Object.entries(listQuerySchema(def).shape).filter(([k]) => !paging.has(k));
  return z.preprocess(
    (v) => v ?? {},
    z.strictObject({ ...Object.fromEntries(filters), format: exportFormat.optional() }),
  );
}

/** Rows one import may hold, and the size of its file. */
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** An import's form: the Excel file and whether to check it or write it. */
const importForm = z.object({
  file: z.file().describe(`Excel 文件（.xlsx，不超过 ${IMPORT_MAX_BYTES / 1024 / 1024}M，至多 ${IMPORT_MAX_ROWS} 行）`),
  mode: z
    .enum(['check', 'commit'], { error: '导入方式 mode 应为 check（检查）或 commit（导入）' })
    .describe('check 检查（不写入），commit 导入（全部或全不）'),
});
export const importMode = importForm.shape.mode;
export type ImportMode = z.infer<typeof importMode>;

/**
 * getList's query: the list parameters, plus the picker's parameters (EntityDef.picker) — aliases renamed to
 * the field they filter, fixed and ignored ones dropped — so the handler sees an ordinary list query.
 * `listDef` is the declaration the list runs with: aliased fields count as filters there (and only there; a
 * client naming the field itself is refused as before).
 */
export function getListQuery(def: EntityDef): {
  schema: ZodType<Record<string, unknown>, Record<string, unknown>>;
  listDef: EntityDef;
} {
  const base = listQuerySchema(def);
  const picker = def.picker;
  if (!picker) return { schema: base, listDef: def };
  const aliases = Object.entries(picker.params ?? {});
  const targets = new Set(aliases.map(([, field]) => field));
  const listDef: EntityDef = {
    ...def,
    fields: def.fields.map((f) => (targets.has(f.key) && !f.filter ? { ...f, filter: true } : f)),
  };
  const widened = listQuerySchema(listDef).shape;
  const extra: Record<string, ZodType> = {};
  for (const [param, field] of aliases) {
    // text and choice fields filter by their own key; date and number ranges have no single parameter
    if (!widened[field])
      throw new Error(`entity ${def.key}: picker parameter ${param} needs a text or choice field, not ${field}`);
    // a picker's form sends a filter left empty as '' (选择客户 without a customer chosen): no filter
    extra[param] = z.preprocess((v) => (v === '' ? undefined : v), widened[field]);
  }
  for (const [param, value] of Object.entries(picker.fixed ?? {})) {
    extra[param] = z.literal([value, String(value)], { error: `${param} 应为 ${value}` }).optional();
  }
  for (const param of picker.ignored ?? []) extra[param] = z.string().max(100, `${param} 过长`).optional();
  const schema = base.extend(extra).transform((q) => {
    const out: Record<string, unknown> = { ...q };
    for (const param of [...Object.keys(picker.fixed ?? {}), ...(picker.ignored ?? [])]) delete out[param];
    for (const [param, field] of aliases) {
      if (param === field || out[param] === undefined) continue;
      out[field] = out[param];
      delete out[param];
    }
    return out;
  });
  return { schema, listDef };
}

/** A record's id in a query (info, getTeam). */
export const idQuery = z.strictObject({ id: idParam() });

/** A query value of getList: text, numbers, flags, or repeated values. */
const queryValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.undefined()]);
/** What the client sends to getList: the list parameters and filters of the declaration (checked field by field by the server). */
const listParams = z.record(z.string(), z.union([queryValue, z.array(queryValue).readonly()]));

const lineInput = z.object({
  product_id: z.number().nullable().optional(),
  spec_id: z.number().nullable().optional(),
  module_id: z.number().nullable().optional(),
  service_id: z.number().nullable().optional(),
  price: z.string(),
  quantity: z.string(),
  discount: z.string(),
  remark: z.string().optional(),
});
/** One row of a `rows` field (报销明细): its columns' values. */
export const rowValuesView = z.record(z.string(), z.union([z.string(), z.number(), z.null()])).readonly();
/** A value sent to add and update: text (money, dates), numbers (choices, picks), id lists, product lines, rows, or null to empty it. */
const entityValue = z.union([
  z.string(),
  z.number(),
  z.null(),
  z.array(z.number()).readonly(),
  z.array(lineInput).readonly(),
  z.array(rowValuesView).readonly(),
]);
/** Values of add and update, keyed by field (each field's own rule is the server's, from the declaration). */
export const entityValues = z.record(z.string(), entityValue);

const deleteIds = z.strictObject({
  ids: z
    .array(idField('ids 应为编号列表'), { error: '请选择要删除的数据' })
    .min(1, '请选择要删除的数据')
    .max(100, '一次最多删除100条'),
});
const logQuery = z.strictObject({ id: idParam(), ...pageShape() });

/** checkDuplicate's body: the declared duplicate-check fields, each as text. */
export function duplicateCheckBody(def: EntityDef) {
  const fields = (def.features.duplicateCheck ?? []).map((k) => def.fields.find((f) => f.key === k)!);
  const value = (f: Field) =>
    z
      .union([z.string(), z.number()], { error: `${f.label}应为文本` })
      .transform((v) => String(v).trim())
      .refine((v) => v.length <= 255, `${f.label}不能超过255个字符`)
      .optional();
  return z.preprocess((v) => v ?? {}, z.strictObject(Object.fromEntries(fields.map((f) => [f.key, value(f)]))));
}

/** Which records a route serves: the members' own, or the entity's public pool (under the pool's controller, node and title). */
export type EntityRouteView = 'owned' | 'pool';

/**
 * The generic routes of an entity (or of its public pool): /api/{controller}/<name>, each guarded by the page node
 * or its action (`<node>_add` …). The server serves only those whose action the node tree declares; the requests
 * of add, update and getList are checked there field by field with the declaration's own rules.
 */
export function entityRoutes(def: EntityDef, view: EntityRouteView = 'owned') {
  const { controller, node, title } = view === 'pool' && def.pool ? def.pool : def;
  const base = `/api/${controller}` as const;
  const page = nodeAuth(node);
  const action = (name: string) => nodeAuth(`${node}_${name}`);
  const answers = entityAnswers(def);
  return {
    getList: route({
      method: 'GET',
      path: `${base}/getList`,
      auth: page,
      summary: `${title}列表`,
      query: listParams,
      answer: answers.getList,
    }),
    /** the picker's own list route (EntityPicker.path), the owned view's only */
    pickerList:
      view === 'owned' && def.picker?.path
        ? route({
            method: 'GET',
            path: def.picker.path,
            auth: page,
            summary: `选择${title}`,
            query: listParams,
            answer: answers.getList,
          })
        : undefined,
    info: route({
      method: 'GET',
      path: `${base}/info`,
      auth: page,
      summary: `${title}详情`,
      query: idQuery,
      answer: answers.info,
    }),
    add: route({
      method: 'POST',
      path: `${base}/add`,
      auth: action('add'),
      summary: `新建${title}`,
      body: entityValues,
      answer: answers.add,
    }),
    update: route({
      method: 'POST',
      path: `${base}/update`,
      auth: action('edit'),
      summary: `编辑${title}`,
      body: entityValues.and(z.object({ id: idField() })),
      answer: answers.update,
    }),
    del: route({
      method: 'POST',
      path: `${base}/del`,
      auth: action('del'),
      summary: `删除${title}`,
      body: deleteIds,
      answer: answers.del,
    }),
    getLog: route({
      method: 'GET',
      path: `${base}/getLog`,
      auth: page,
      summary: `${title}操作日志`,
      query: logQuery,
      answer: answers.getLog,
    }),
    /** the body is getList's filters, and `format` (csv for a .csv) */
    export: route({
      method: 'POST',
      path: `${base}/export`,
      auth: action('export'),
      summary: `导出${title}`,
      body: exportQuerySchema(def),
      answer: answers.export,
    }),
    importTemplate: route({
      method: 'GET',
      path: `${base}/importTemplate`,
      auth: action('import'),
      summary: `${title}导入模板`,
      answer: answers.importTemplate,
    }),
    /** check: what the import would do (nothing written); commit: all rows or none */
    import: route({
      method: 'POST',
      path: `${base}/import`,
      auth: action('import'),
      summary: `导入${title}`,
      form: importForm,
      answer: answers.import,
    }),
    checkDuplicate: route({
      method: 'POST',
      path: `${base}/checkDuplicate`,
      auth: page,
      summary: `${title}查重`,
      body: duplicateCheckBody(def),
      answer: answers.checkDuplicate,
    }),
    /** signed in, then the entity's page node or that of an entity picking it (checked by the server) */
    getTree: route({
      method: 'GET',
      path: `${base}/getTree`,
      auth: 'signedIn',
      summary: `${title}树`,
      answer: answers.getTree,
    }),
  };
}

/** Ids written comma-joined ("3,5") or one number. */
const csvIds = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `请选择${label}` })
    .transform(String)
    .pipe(idCsv(`请选择${label}`));

/**
 * A record's team: getTeam reads it; addUser / deleteUser change collaborators, editUser transfers ownership,
 * addLeader assigns an owner (in public-pool mode the pool's 分配, whose node the server checks).
 */
export function teamRoutes(def: EntityDef) {
  const base = `/api/${def.controller}` as const;
  const edit = nodeAuth(`${def.node}_edit`);
  return {
    getTeam: route({
      method: 'GET',
      path: `${base}/getTeam`,
      auth: 'signedIn',
      summary: `${def.title}团队`,
      query: idQuery,
      answer: teamAnswers.getTeam,
    }),
    addUser: route({
      method: 'POST',
      path: `${base}/addUser`,
      auth: edit,
      summary: `添加${def.title}协同人`,
      body: z.strictObject({ ids: csvIds('数据'), user_ids: csvIds('协同人') }),
      answer: teamAnswers.addUser,
    }),
    deleteUser: route({
      method: 'POST',
      path: `${base}/deleteUser`,
      auth: edit,
      summary: `移除${def.title}协同人`,
      body: z.strictObject({ id: idField(), user_ids: csvIds('协同人') }),
      answer: teamAnswers.deleteUser,
    }),
    editUser: route({
      method: 'POST',
      path: `${base}/editUser`,
      auth: edit,
      summary: `转移${def.title}负责人`,
      body: z.strictObject({ ids: csvIds('数据'), manager_user_id: idField('请选择负责人') }),
      answer: teamAnswers.editUser,
    }),
    addLeader: route({
      method: 'POST',
      path: `${base}/addLeader`,
      auth: 'signedIn',
      summary: `分配${def.title}负责人`,
      body: z.strictObject({ ids: csvIds('数据'), user_ids: csvIds('负责人') }),
      answer: teamAnswers.addLeader,
    }),
  };
}

const poolIds = z
  .array(idField('请选择数据'), { error: '请选择数据' })
  .min(1, '请选择数据')
  .max(100, '一次最多处理100条');
const days = (missing: string) =>
  z.number({ error: missing }).int('天数应为整数').min(1, '天数应为 1 到 3650').max(3650, '天数应为 1 到 3650');
const ruleBody = z.strictObject({
  enabled: z.boolean({ error: '请选择是否启用' }),
  follow_days: days('请输入未跟进天数'),
  deal_days: days('请输入未成交天数'),
});

/**
 * A public pool's actions: receive, assign and the recycling rule under the pool's controller; toPublic and
 * setExempt under the entity's own.
 */
export function poolRoutes(def: EntityDef) {
  const pool = def.pool;
  if (!pool) throw new Error(`${def.key} has no public pool`);
  const base = `/api/${pool.controller}` as const;
  const own = `/api/${def.controller}` as const;
  const answers = poolAnswers(def);
  return {
    receive: route({
      method: 'POST',
      path: `${base}/receive`,
      auth: nodeAuth(`${pool.node}_receive`),
      summary: `从${pool.title}领取`,
      body: z.strictObject({ ids: poolIds }),
      answer: answers.receive,
    }),
    assign: route({
      method: 'POST',
      path: `${base}/assign`,
      auth: nodeAuth(`${pool.node}_assign`),
      summary: `分配${pool.title}`,
      body: z.strictObject({ ids: poolIds, user_id: idField('请选择负责人') }),
      answer: answers.assign,
    }),
    toPublic: route({
      method: 'POST',
      path: `${own}/toPublic`,
      auth: nodeAuth(`${def.node}_toPublic`),
      summary: `放入${pool.title}`,
      body: z.strictObject({
        ids: poolIds,
        reason: z
          .string({ error: '请输入退回原因' })
          .trim()
          .min(1, '请输入退回原因')
          .max(200, '退回原因不能超过200个字符'),
      }),
      answer: answers.toPublic,
    }),
    setExempt: route({
      method: 'POST',
      path: `${own}/setExempt`,
      auth: nodeAuth(`${def.node}_edit`),
      summary: `设置${def.title}不自动回收`,
      body: z.strictObject({
        ids: poolIds,
        exempt: z.union([z.literal(1), z.literal(2)], { error: 'exempt 应为 1 或 2' }),
      }),
      answer: answers.setExempt,
    }),
    getRule: route({
      method: 'GET',
      path: `${base}/getRule`,
      auth: nodeAuth(pool.node),
      summary: `${pool.title}自动回收规则`,
      answer: answers.getRule,
    }),
    setRule: route({
      method: 'POST',
      path: `${base}/setRule`,
      auth: { node: 'system_optionConfig_edit' },
      summary: `保存${pool.title}自动回收规则`,
      body: ruleBody,
      answer: answers.setRule,
    }),
    previewRecycle: route({
      method: 'GET',
      path: `${base}/previewRecycle`,
      auth: { node: 'system_optionConfig' },
      summary: `预览将被回收的${def.title}`,
      query: z.strictObject(pageShape()),
      answer: answers.previewRecycle,
    }),
  };
}

/** The entities with follow-ups (their keys are what the feed's `entity` accepts). */
export const FOLLOW_ENTITIES = ENTITIES.filter((e) => e.features.followUps);
const followEntity = z.enum(FOLLOW_ENTITIES.map((e) => e.key) as [string, ...string[]], {
  error: '不支持跟进的业务类型',
});
const attachmentCsv = z.union([z.literal(''), idCsv('附件应为逗号分隔的文件编号')]);

/** A follow-up's values, as written (add) and changed (edit). */
export const followShape = {
  follow_type: idField(MSG.chooseFollowType),
  follow_time: z.string({ error: MSG.chooseFollowTime }).min(1, MSG.chooseFollowTime),
  next_follow_time: z.string().optional().nullable(),
  next_follow_content: z.string().trim().max(500, '下次跟进内容不能超过500个字符').optional(),
  contact_name: z.string({ error: MSG.inputContact }).trim().min(1, MSG.inputContact).max(50, '联系人不能超过50个字符'),
  contact_id: idField().optional().nullable(),
  content: z.string({ error: MSG.fillFollowRecord }).max(100_000, '跟进记录过长'),
  attachment_id: attachmentCsv.optional(),
};
/** edit sends what changed (content and attachments, typically); the rest is kept */
const editBody = z.strictObject({
  id: idField(),
  real_id: idField().optional(),
  ...(Object.fromEntries(Object.entries(followShape).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof typeof followShape]: z.ZodOptional<(typeof followShape)[K]>;
  }),
});

/** /api/CommonFollow: the feed of one record (5 a page, spec §9), writing, editing, voiding (作废) and replying. */
export const followRoutes = {
  getList: route({
    method: 'GET',
    path: '/api/CommonFollow/getList',
    auth: 'signedIn',
    summary: '跟进记录',
    query: z.strictObject({
      entity: followEntity,
      real_id: idParam(),
      follow_type: z.coerce.number<number>().int().optional(),
      start_time: z.string().optional(),
      end_time: z.string().optional(),
      ...pageShape(5, 50),
    }),
    answer: followAnswers.getList,
  }),
  add: route({
    method: 'POST',
    path: '/api/CommonFollow/add',
    auth: 'signedIn',
    summary: '写跟进',
    body: z.strictObject({ entity: followEntity, real_id: idField(), ...followShape }),
    answer: followAnswers.add,
  }),
  edit: route({
    method: 'POST',
    path: '/api/CommonFollow/edit',
    auth: 'signedIn',
    summary: '修改跟进',
    body: editBody,
    answer: followAnswers.edit,
  }),
  abolish: route({
    method: 'POST',
    path: '/api/CommonFollow/abolish',
    auth: 'signedIn',
    summary: '作废跟进',
    body: z.strictObject({ id: idField() }),
    answer: followAnswers.abolish,
  }),
  addComment: route({
    method: 'POST',
    path: '/api/CommonFollow/addComment',
    auth: 'signedIn',
    summary: '回复跟进',
    body: z.strictObject({
      follow_id: idField(),
      content: z.string().trim().min(1, '请输入回复内容').max(1000, '回复不能超过1000个字符'),
    }),
    answer: followAnswers.addComment,
  }),
};
