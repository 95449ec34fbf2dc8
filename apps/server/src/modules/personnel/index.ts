import { defineModule } from '../../core/module.ts';
import { propertyHandoverRoutes } from './property-handover.routes.ts';
import { registerWorkerHooks } from './worker.hooks.ts';

/** 花名册 (worker records) and 资产交接. */
export default defineModule({
  name: 'personnel',
  register(app) {
    propertyHandoverRoutes(app);
    registerWorkerHooks(app);
  },
});
