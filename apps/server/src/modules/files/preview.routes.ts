import { fileRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { auditDownload } from '../../core/files/download-audit.ts';
import { readableFile } from '../../core/files/file-access.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { previewOf } from './preview.service.ts';

/** GET /api/Upload/preview?id=&kind=docx|xlsx|txt: a document's content for the file preview page. */
export function previewRoutes(app: App) {
  serve(app, routes.preview, { config: { cookieToken: true } }, async (req) => {
    const { id, kind, key } = req.query;
    const file = await readableFile(app, currentUser(req), id, key);
    const content = await previewOf(app, file, kind);
    await auditDownload(req, { target: `file:${file.id}`, name: file.name, how: '在线预览' });
    return ok(content);
  });
}
