import { CATALOGUE } from '@suwork/domain';
import { ENTITIES, type EntityDef } from '@suwork/domain/entities';
import { z } from 'zod';
import { ok } from '../envelope.ts';
import { currentUser, type App } from '../types.ts';
import { EntityService, type EntityView } from './entity-service.ts';
import { registerFeatureRoutes } from './feature-routes.ts';
import { registerFollowUps } from './follow-ups.ts';
import { registerPools } from './pool.ts';
import { registerTeam } from './team.ts';
import { inputSchemas } from './input-schema.ts';
import { listQuerySchema, type ListQuery } from './list-query.ts';

const idQuery = z.strictObject({ id: z.coerce.number({ error: 'id 应为正整数' }).int('id 应为正整数').positive('id 应为正整数') });
const idsBody = z.strictObject({
  ids: z.array(z.number({ error: 'ids 应为编号列表' }).int().positive(), { error: '请选择要删除的数据' }).min(1, '请选择要删除的数据').max(100, '一次最多删除100条'),
});
const logQuery = z.strictObject({
  id: idQuery.shape.id,
  page: z.coerce.number().int().min(1, '页码应为正整数').default(1),
  limit: z.coerce.number().int().min(1).max(100, '每页条数不能超过100').default(10),
});

/**
 * getList, info, add, update, del and getLog of one entity (or of its public pool, under the pool's
 * controller and node), each guarded by its page or action node.
 */
export function registerEntityRoutes(app: App, def: EntityDef, view: EntityView = 'owned'): EntityService {
  const service = new EntityService(def, app.database.db, app.config.tzOffsetMinutes, view);
  const { controller, node: pageNode } = view === 'pool' ? def.pool! : def;
  const base = `/api/${controller}`;
  const node = (action?: string) => ({ node: action ? `${pageNode}_${action}` : pageNode });
  /** an endpoint exists only when the node tree declares its action */
  const has = (action: string) => CATALOGUE.byName.has(`${pageNode}_${action}`);
  const inputs = inputSchemas(def, app.config.tzOffsetMinutes);

  app.get(`${base}/getList`, { config: { auth: node() }, schema: { querystring: listQuerySchema(def) } }, async (req) => {
    const { rows, count, estimated } = await service.list(currentUser(req), req.query as ListQuery);
    // over large tables the total is the planner's estimate, and says so
    return estimated ? { ...ok(rows, count), estimated: true } : ok(rows, count);
  });

  app.get(`${base}/info`, { config: { auth: node() }, schema: { querystring: idQuery } }, async (req) => ok(await service.info(currentUser(req), req.query.id)));

  if (has('add')) app.post(`${base}/add`, { config: { auth: node('add') }, schema: { body: inputs.add } }, async (req) => {
    const id = await service.add(currentUser(req), req.body as Record<string, unknown>);
    return ok({ id });
  });

  if (has('edit')) app.post(`${base}/update`, { config: { auth: node('edit') }, schema: { body: inputs.update } }, async (req) => {
    const { id, ...values } = req.body as { id: number } & Record<string, unknown>;
    await service.update(currentUser(req), id, values);
    return ok({ id });
  });

  if (has('del')) app.post(`${base}/del`, { config: { auth: node('del') }, schema: { body: idsBody } }, async (req) => ok({ count: await service.del(currentUser(req), req.body.ids) }));

  if (def.features.log) {
    app.get(`${base}/getLog`, { config: { auth: node() }, schema: { querystring: logQuery } }, async (req) => {
      const { rows, count } = await service.log(currentUser(req), req.query.id, req.query.page, req.query.limit);
      return ok(rows, count);
    });
  }
  registerFeatureRoutes(app, def, service);
  return service;
}

/** Every declared entity's endpoints and pools, then the features that span entities (follow-ups, teams). */
export function registerAllEntities(app: App): Map<string, EntityService> {
  const services = new Map(ENTITIES.map((def) => [def.key, registerEntityRoutes(app, def)]));
  const pooled = new Map(ENTITIES.filter((def) => def.pool).map((def) => [def.key, registerEntityRoutes(app, def, 'pool')]));
  registerFollowUps(app, services, pooled);
  registerTeam(app, services);
  registerPools(app, services, pooled, app.jobs);
  return services;
}
