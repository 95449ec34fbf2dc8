import { defineModule } from '../../core/module.ts';
import { seedSalesDemo } from './demo.ts';
import { registerBusinessProjectHooks } from './business-project.hooks.ts';
import { registerContractSourceHooks } from './contract-source.hooks.ts';
import { expireOffers, registerOfferHooks } from './offer.hooks.ts';
import { offerRoutes } from './offer.routes.ts';
import { registerOpportunityHooks } from './opportunity.hooks.ts';
import { pipelineRoutes } from './pipeline.routes.ts';

/** The sales pipeline: opportunities and their stages, quotes, rivals (entities declared in sales.ts, rules here). */
export default defineModule({
  name: 'sales',
  // after the CRM demo: it sells to the demo customers
  demo: { after: ['crm'], seed: (app, log) => seedSalesDemo(app, log) },
  register(app) {
    registerOpportunityHooks(app);
    registerOfferHooks(app);
    registerBusinessProjectHooks(app);
    registerContractSourceHooks(app);
    pipelineRoutes(app);
    offerRoutes(app);
    app.jobs.register({
      name: 'offer-expiry',
      label: '报价单过期处理',
      pattern: '5 * * * *',
      run: async () => void (await expireOffers(app.database.db, app.config.now(), app.config.tzOffsetMinutes)),
    });
  },
});
