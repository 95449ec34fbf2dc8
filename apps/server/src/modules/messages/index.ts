import { defineModule } from '../../core/module.ts';
import { messageRoutes } from './messages.routes.ts';

/** The message centre. */
export default defineModule({
  name: 'messages',
  register(app) {
    messageRoutes(app);
  },
});
