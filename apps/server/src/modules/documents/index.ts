import { defineModule } from '../../core/module.ts';
import { docShareRoutes } from './doc-share.routes.ts';
import { docSpaceRoutes } from './doc-spaces.routes.ts';
import { docTrash } from './doc-trash.service.ts';
import { documentRoutes } from './documents.routes.ts';

/** 云文档: spaces, folders, files, online documents, share links and the recycle bin. */
export default defineModule({
  name: 'documents',
  register(app) {
    documentRoutes(app);
    docShareRoutes(app);
    docSpaceRoutes(app);
    // the 回收站 empties itself: items there longer than DOC_TRASH_DAYS days go for good
    app.jobs.register(docTrash(app).purgeJob);
  },
});
