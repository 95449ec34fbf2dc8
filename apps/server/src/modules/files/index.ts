import { defineModule } from '../../core/module.ts';
import { downloadRoutes } from './download.routes.ts';
import { ossRoutes } from './oss.routes.ts';
import { previewRoutes } from './preview.routes.ts';
import { sliceUploadRoutes } from './slice-upload.routes.ts';
import { uploadRoutes } from './upload.routes.ts';

/** Uploads (whole and in slices), downloads, previews and direct object-storage uploads. */
export default defineModule({
  name: 'files',
  register(app) {
    uploadRoutes(app);
    previewRoutes(app);
    ossRoutes(app);
    sliceUploadRoutes(app);
    downloadRoutes(app);
  },
});
