import { CATALOGUE } from '@suwork/domain';
import { entityAnswers } from '@suwork/domain/contracts';
import { ENTITIES, type EntityDef } from '@suwork/domain/entities';
import { z, type ZodType } from 'zod';
import { ok } from '../envelope.ts';
import { currentUser, type App } from '../types.ts';
import { EntityService, type EntityView } from './entity-service.ts';
import { registerFeatureRoutes } from './feature-routes.ts';
import { registerFollowUps } from './follow-ups.ts';
import { registerPools } from './pool.ts';
import { registerTeam } from './team.ts';
import { inputSchemas } from './input-schema.ts';
import { listQuerySchema, type ListQuery } from './list-query.ts';
import { registerTree } from './tree.ts';
import { idField, idParam } from '../validation.ts';
import { okList, okPage, pageShape } from '../kit/index.ts';
import { registerExportJobs } from '../excel/export-job.ts';

export const idQuery = z.strictObject({ id: idParam() });
const idsBody = z.strictObject({
  ids: z.array(idField('ids 应为编号列表'), { error: '请选择要删除的数据' }).min(1, '请选择要删除的数据').max(100, '一次最多删除100条'),
});
const logQuery = z.strictObject({ id: idQuery.shape.id, ...pageShape() });

/**
 * getList's query: the list parameters, plus the picker's parameters (EntityDef.picker) — aliases renamed to
 * the field they filter, fixed and ignored ones dropped — so the handler sees an ordinary list query.
 * `listDef` is the declaration the list runs with: aliased fields count as filters there (and only there; a
 * client naming the field itself is refused as before).
 */
export function getListQuery(def: EntityDef): { schema: ZodType; listDef: EntityDef } {
  const base = listQuerySchema(def);
  const picker = def.picker;
  if (!picker) return { schema: base, listDef: def };
  const aliases = Object.entries(picker.params ?? {});
  const targets = new Set(aliases.map(([, field]) => field));
  const listDef: EntityDef = { ...def, fields: def.fields.map((f) => (targets.has(f.key) && !f.filter ? { ...f, filter: true } : f)) };
  const widened = listQuerySchema(listDef).shape as Record<string, ZodType>;
  const extra: Record<string, ZodType> = {};
  for (const [param, field] of aliases) {
    // text and choice fields filter by their own key; date and number ranges have no single parameter
    if (!widened[field]) throw new Error(`entity ${def.key}: picker parameter ${param} needs a text or choice field, not ${field}`);
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

/**
 * getList, info, add, update, del and getLog of one entity (or of its public pool, under the pool's
 * controller and node), each guarded by its page or action node.
 */
export function registerEntityRoutes(app: App, def: EntityDef, view: EntityView = 'owned'): EntityService {
  const service = new EntityService(def, app.database.db, app.config.tzOffsetMinutes, view, app);
  const { controller, node: pageNode } = view === 'pool' ? def.pool! : def;
  const base = `/api/${controller}`;
  const node = (action?: string) => ({ node: action ? `${pageNode}_${action}` : pageNode });
  /** an endpoint exists only when the node tree declares its action */
  const has = (action: string) => CATALOGUE.byName.has(`${pageNode}_${action}`);
  const inputs = inputSchemas(def, app.config.tzOffsetMinutes);
  const listQuery = getListQuery(def);
  const answers = entityAnswers(def);
  const title = view === 'pool' ? def.pool!.title : def.title;
  const lister = listQuery.listDef === def ? service : new EntityService(listQuery.listDef, app.database.db, app.config.tzOffsetMinutes, view, app);

  app.get(`${base}/getList`, { config: { auth: node() }, schema: { summary: `${title}列表`, querystring: listQuery.schema, response: { 200: answers.getList } } }, async (req) => {
    const { rows, counted } = await lister.list(currentUser(req), req.query as ListQuery);
    // a list always counts (withCount is not turned off here)
    return okList(rows, counted ?? { count: rows.length, estimated: false, capped: false });
  });

  app.get(`${base}/info`, { config: { auth: node() }, schema: { summary: `${title}详情`, querystring: idQuery, response: { 200: answers.info } } }, async (req) =>
    ok(await service.info(currentUser(req), req.query.id)),
  );

  if (has('add'))
    app.post(`${base}/add`, { config: { auth: node('add') }, schema: { summary: `新建${title}`, body: inputs.add, response: { 200: answers.add } } }, async (req) => {
      const id = await service.add(currentUser(req), req.body as Record<string, unknown>);
      return ok({ id });
    });

  if (has('edit'))
    app.post(`${base}/update`, { config: { auth: node('edit') }, schema: { summary: `编辑${title}`, body: inputs.update, response: { 200: answers.update } } }, async (req) => {
      const { id, ...values } = req.body as { id: number } & Record<string, unknown>;
      await service.update(currentUser(req), id, values);
      return ok({ id });
    });

  if (has('del'))
    app.post(`${base}/del`, { config: { auth: node('del') }, schema: { summary: `删除${title}`, body: idsBody, response: { 200: answers.del } } }, async (req) =>
      ok({ count: await service.del(currentUser(req), req.body.ids) }),
    );

  if (def.features.log) {
    app.get(`${base}/getLog`, { config: { auth: node() }, schema: { summary: `${title}操作日志`, querystring: logQuery, response: { 200: answers.getLog } } }, async (req) => {
      return okPage(await service.log(currentUser(req), req.query.id, req.query.page, req.query.limit));
    });
  }
  registerFeatureRoutes(app, def, service);
  if (view === 'owned') registerTree(app, def, service);
  return service;
}

/** Every declared entity's endpoints and pools, then the features that span entities (follow-ups, teams). */
export function registerAllEntities(app: App): Map<string, EntityService> {
  const services = app.registries.services;
  for (const def of ENTITIES) services.set(def.key, registerEntityRoutes(app, def));
  const pooled = new Map(ENTITIES.filter((def) => def.pool).map((def) => [def.key, registerEntityRoutes(app, def, 'pool')]));
  registerFollowUps(app, pooled);
  registerTeam(app);
  registerPools(app, services, pooled, app.jobs);
  // the progress and cancel of the entities' exports
  registerExportJobs(app);
  return services;
}
