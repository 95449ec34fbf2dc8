import { uploadAnswers } from '@suwork/domain/contracts';
import { z } from 'zod';
import { ok } from '../../core/envelope.ts';
import { auditDownload } from '../../core/files/download-audit.ts';
import { readableFile } from '../../core/files/file-access.ts';
import { currentUser, type App } from '../../core/types.ts';
import { fileIdSchema, previewKind, readKeySchema } from './files.input.ts';
import { previewOf } from './preview.service.ts';

const previewQuery = z.strictObject({
  id: fileIdSchema,
  kind: previewKind,
  // the preview page sends the share token it was opened with; files of a share link are read through share/preview
  token: z.string().max(200).optional(),
  key: readKeySchema,
});

/** GET /api/Upload/preview?id=&kind=docx|xlsx|txt: a document's content for the file preview page. */
export function previewRoutes(app: App) {
  app.get('/api/Upload/preview', { config: { auth: 'signedIn', cookieToken: true }, schema: { querystring: previewQuery, response: { 200: uploadAnswers.preview } } }, async (req) => {
    const { id, kind, key } = req.query;
    const file = await readableFile(app, currentUser(req), id, key);
    const content = await previewOf(app, file, kind);
    await auditDownload(req, { target: `file:${file.id}`, name: file.name, how: '在线预览' });
    return ok(content);
  });
}
