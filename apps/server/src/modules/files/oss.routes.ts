import { ERR } from '@suwork/domain';
import { ossAnswers } from '@suwork/domain/contracts';
import { fileRoutes as routes, ossObjectQueries, OSS_PART_SIZE } from '@suwork/domain/routes';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fail, invalid, ok } from '../../core/envelope.ts';
import { signUpload, verifyUpload, type SignMethod } from '../../core/files/upload-signature.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { auditUpload, recordKnownUpload } from './file-records.ts';
import { CLEANUP_JOB, uploadSessions } from './upload-sessions.ts';

/** Parts of the object-store flow (the last may be smaller). */
export const PART_SIZE = OSS_PART_SIZE;
export const OBJECT_URL = '/api/oss/object';

/**
 * The object-store flow: Oss/hash (a file the caller already uploaded completes at once), getPutSign, the
 * S3-style object endpoints (init, parts), listParts to resume, completeMultipartUpload.
 */
export function ossRoutes(app: App) {
  const db = app.database.db;
  const sessions = uploadSessions(app);
  app.jobs.register({
    name: CLEANUP_JOB,
    label: '未完成上传清理',
    pattern: '17 * * * *',
    run: async () => void (await sessions.removeAbandoned()),
  });

  // A hash reveals only the caller's own files: another member's bytes are never matched.
  serve(app, routes.ossHash, async (req) => {
    const reply = await recordKnownUpload(db, app.storage, currentUser(req).user_id, req.body.hash, req.body.fileName);
    if (!reply) return ok({ exists: false });
    await auditUpload(req, reply, '秒传（已有相同文件）');
    return ok({ ...reply, exists: true });
  });

  serve(app, routes.getPutSign, async (req) => {
    const user = currentUser(req);
    const method: SignMethod = req.query.method === 'PUT' ? 'PUT' : 'INIT';
    const object = method === 'PUT' ? (req.query.object ?? '') : '';
    const { part_number: part, size } = req.query;
    let url = method === 'INIT' ? `${OBJECT_URL}?uploads` : OBJECT_URL;
    if (method === 'PUT') {
      const uploadId = await sessions.ownObject(user.user_id, object);
      if (app.storage.partUploadUrl) {
        if (!part || !size) throw invalid('请提供分片序号（part_number）和分片大小（size）');
        // the part goes straight to the store; the signed Content-Length holds it to `size` (at most PART_SIZE)
        return ok({
          Authorization: '',
          Date: '',
          'content-type': '',
          url: await app.storage.partUploadUrl(uploadId, part, size),
          headers: {},
        });
      }
      if (part) url = `${OBJECT_URL}?partNumber=${part}&uploadId=${uploadId}`;
    }
    const date = app.config.now().toUTCString();
    const contentType = req.query.content_type;
    const Authorization = signUpload(app.config.uploadSignSecret, {
      method,
      object,
      contentType,
      date,
      userId: user.user_id,
    });
    const headers = { Authorization, 'x-oss-date': date, 'Content-Type': contentType };
    return ok({ Authorization, Date: date, 'content-type': contentType, url, headers });
  });

  const signer = (req: FastifyRequest, method: SignMethod, object: string) => {
    const userId = verifyUpload(
      app.config.uploadSignSecret,
      req.headers.authorization,
      { method, object, contentType: req.headers['content-type'] ?? '', date: String(req.headers['x-oss-date'] ?? '') },
      app.config.now(),
    );
    if (userId === null) throw fail(ERR.noPermission, '上传签名无效或已过期，请重新上传');
    return userId;
  };

  // The object endpoints read the body themselves (parts are streamed to disk), so no parser runs here.
  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));

    scope.post(
      OBJECT_URL,
      {
        config: { auth: 'public' },
        schema: { querystring: ossObjectQueries.init, response: { 200: ossAnswers.init } },
      },
      async (req) => {
        const userId = signer(req, 'INIT', '');
        req.raw.resume();
        return ok(await sessions.start(userId));
      },
    );

    scope.put(
      OBJECT_URL,
      {
        config: { auth: 'public' },
        schema: { querystring: ossObjectQueries.part, response: { 200: ossAnswers.part } },
      },
      async (req, reply) => {
        const row = await sessions.find(req.query.uploadId);
        const userId = signer(req, 'PUT', row?.object_key ?? '');
        if (!row || row.user_id !== userId) throw fail(ERR.notFound, '上传任务不存在或已过期，请重新上传');
        const part = await sessions.putPart(row, req.query.partNumber, req.raw, PART_SIZE);
        reply.header('etag', part.eTag);
        return ok({ partNumber: part.partNumber, eTag: part.eTag, size: part.size });
      },
    );
  });

  serve(app, routes.listParts, async (req) => {
    const row = await sessions.own(currentUser(req).user_id, req.query.upload_id);
    return ok({ upload_id: row.upload_id, object_name: row.object_key, parts: await sessions.listParts(row) });
  });

  serve(app, routes.completeMultipartUpload, async (req) => {
    const b = req.body;
    const row = await sessions.own(currentUser(req).user_id, b.upload_id);
    if (row.object_key !== b.object_name) throw invalid('对象名称与上传任务不符');
    const saved = await sessions.complete(row, b.body_arr, b.origin_name, b.hash || undefined);
    await auditUpload(req, saved);
    return ok(saved);
  });

  serve(app, routes.abortMultipartUpload, async (req) => {
    await sessions.abort(await sessions.own(currentUser(req).user_id, req.body.upload_id));
    return ok(null);
  });
}
