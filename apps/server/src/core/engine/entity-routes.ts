import { CATALOGUE } from '@suwork/domain';
import { ENTITIES, type EntityDef } from '@suwork/domain/entities';
import { entityRoutes, getListQuery, idQuery, type ParsedOf } from '@suwork/domain/routes';
import type { ZodType } from 'zod';
import { ok } from '../envelope.ts';
import { currentUser, type App } from '../types.ts';
import { EntityService, type EntityView } from './entity-service.ts';
import { registerFeatureRoutes } from './feature-routes.ts';
import { registerFollowUps } from './follow-ups.ts';
import { registerPools } from './pool.ts';
import { registerTeam } from './team.ts';
import { inputSchemas } from './input-schema.ts';
import type { ListQuery } from './list-query.ts';
import { registerTree } from './tree.ts';
import { okList, okPage } from '../kit/index.ts';
import { serve } from '../serve.ts';
import { registerExportJobs } from '../excel/export-job.ts';

export { getListQuery, idQuery };

/**
 * getList, info, add, update, del and getLog of one entity (or of its public pool, under the pool's
 * controller and node), each guarded by its page or action node.
 */
export function registerEntityRoutes(app: App, def: EntityDef, view: EntityView = 'owned'): EntityService {
  const service = new EntityService(def, app.database.db, app.config.tzOffsetMinutes, view, app);
  const pageNode = view === 'pool' ? def.pool!.node : def.node;
  const routes = entityRoutes(def, view);
  /** an endpoint exists only when the node tree declares its action */
  const has = (action: string) => CATALOGUE.byName.has(`${pageNode}_${action}`);
  const inputs = inputSchemas(def, app.config.tzOffsetMinutes);
  const listQuery = getListQuery(def);
  const lister =
    listQuery.listDef === def
      ? service
      : new EntityService(listQuery.listDef, app.database.db, app.config.tzOffsetMinutes, view, app);

  const listPage = async (query: unknown, req: Parameters<typeof currentUser>[0]) => {
    const { rows, counted } = await lister.list(currentUser(req), query as ListQuery);
    // a list always counts (withCount is not turned off here)
    return okList(rows, counted ?? { count: rows.length, estimated: false, capped: false });
  };
  serve(app, routes.getList, { input: listQuery.schema as ZodType<ParsedOf<typeof routes.getList>> }, (req) =>
    listPage(req.query, req),
  );
  if (routes.pickerList)
    serve(app, routes.pickerList, { input: listQuery.schema as ZodType<ParsedOf<typeof routes.getList>> }, (req) =>
      listPage(req.query, req),
    );

  serve(app, routes.info, async (req) => ok(await service.info(currentUser(req), req.query.id)));

  if (has('add'))
    serve(app, routes.add, { input: inputs.add as ZodType<ParsedOf<typeof routes.add>> }, async (req) => {
      const id = await service.add(currentUser(req), req.body);
      return ok({ id });
    });

  if (has('edit'))
    serve(app, routes.update, { input: inputs.update as ZodType<ParsedOf<typeof routes.update>> }, async (req) => {
      const { id, ...values } = req.body;
      await service.update(currentUser(req), id, values);
      return ok({ id });
    });

  if (has('del'))
    serve(app, routes.del, async (req) => ok({ count: await service.del(currentUser(req), req.body.ids) }));

  if (def.features.log)
    serve(app, routes.getLog, async (req) =>
      okPage(await service.log(currentUser(req), req.query.id, req.query.page, req.query.limit)),
    );

  registerFeatureRoutes(app, def, service);
  if (view === 'owned') registerTree(app, def, service);
  return service;
}

/** Every declared entity's endpoints and pools, then the features that span entities (follow-ups, teams). */
export function registerAllEntities(app: App): Map<string, EntityService> {
  const services = app.registries.services;
  for (const def of ENTITIES) services.set(def.key, registerEntityRoutes(app, def));
  const pooled = new Map(
    ENTITIES.filter((def) => def.pool).map((def) => [def.key, registerEntityRoutes(app, def, 'pool')]),
  );
  registerFollowUps(app, pooled);
  registerTeam(app);
  registerPools(app, services, pooled, app.jobs);
  // the progress and cancel of the entities' exports
  registerExportJobs(app);
  return services;
}
