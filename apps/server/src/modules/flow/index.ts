import { defineModule } from '../../core/module.ts';
import { flowListRoutes } from './flow-lists.routes.ts';
import { registerFlowMessageLink } from './flow-message-link.ts';
import { flowTemplateRoutes } from './flow-templates.routes.ts';
import { registerApprovalTodo } from './flow-todo.ts';
import { flowRoutes } from './flow.routes.ts';

// the runs and their approvers, read by the documents whose approval they track
export { flowRuns, flowStepUsers } from './flow.tables.ts';
// a document of a module of its own going through approval
export { approvable } from './approvable.ts';

/** Approvals: templates, runs, the lists of what a member started, handles and was copied on. */
export default defineModule({
  name: 'flow',
  register(app) {
    flowRoutes(app);
    flowListRoutes(app);
    flowTemplateRoutes(app);
    registerApprovalTodo(app);
    registerFlowMessageLink(app);
  },
});
