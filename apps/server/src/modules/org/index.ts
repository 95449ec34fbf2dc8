import { defineModule } from '../../core/module.ts';
import { departmentRoutes } from './departments.routes.ts';
import { handOverRoutes } from './hand-over.routes.ts';
import { memberRoutes } from './members.routes.ts';
import { orgReadRoutes } from './org-read.routes.ts';
import { roleRoutes } from './roles.routes.ts';
import { seatRoutes } from './seats.routes.ts';
import { userGroupRoutes } from './user-groups.routes.ts';

/** The roles each member holds, as the member list and a member's own profile show them. */
export { rolesOf } from './directory.service.ts';

/** Departments, members, seats, roles, user groups and hand-over. */
export default defineModule({
  name: 'org',
  register(app) {
    orgReadRoutes(app);
    departmentRoutes(app);
    memberRoutes(app);
    seatRoutes(app);
    roleRoutes(app);
    userGroupRoutes(app);
    handOverRoutes(app);
  },
});
