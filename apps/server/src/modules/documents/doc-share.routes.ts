import { DOC_KIND } from '@suwork/domain';
import { docShareAnswers } from '@suwork/domain/contracts';
import { auditQuietly } from '../../core/audit.ts';
import { ok } from '../../core/envelope.ts';
import { auditDownload } from '../../core/files/download-audit.ts';
import { sendStoredFile } from '../../core/files/send-file.ts';
import { fileAnswer } from '../../core/openapi.ts';
import { currentUser, type App } from '../../core/types.ts';
import { previewOf } from '../files/preview.service.ts';
import { docShareService } from './doc-share.service.ts';
import * as input from './documents.input.ts';

/** Sharing with members and departments, and public share links. */
export function docShareRoutes(app: App) {
  const shares = docShareService(app);
  const signedIn = { config: { auth: 'signedIn' as const } };

  /** Replaces who the item is shared with (its owner only). */
  app.post('/api/Document/share', { ...signedIn, schema: { body: input.shareBody, response: { 200: docShareAnswers.share } } }, async (req) =>
    ok(await shares.share(currentUser(req), req.body.id, req.body.targets, req.body.expire_date)),
  );

  app.get('/api/Document/shareInfo', { ...signedIn, schema: { querystring: input.idQuery, response: { 200: docShareAnswers.shareInfo } } }, async (req) =>
    ok(await shares.shareInfo(currentUser(req), req.query.id)),
  );

  /** 共享空间: what others shared with the member (or their department), still valid; or what the member shared. */
  app.get(
    '/api/Document/sharedList',
    { ...signedIn, schema: { querystring: input.listQuery.pick({ keyword: true }).extend({ mine: input.collectBody.shape.collect.optional() }), response: { 200: docShareAnswers.sharedList } } },
    async (req) => ok(await shares.sharedList(currentUser(req), req.query.mine ?? false)),
  );

  app.post('/api/Document/createLink', { ...signedIn, schema: { body: input.linkBody, response: { 200: docShareAnswers.createLink } } }, async (req) => {
    const { item, link } = await shares.createLink(currentUser(req), req.body.id, req.body.expire_days);
    const until = link.expire_time ? `有效期至 ${link.expire_time}` : '永久有效';
    await auditQuietly(req, { action: 'shareLink', result: 'success', target: `doc:${item.id}`, detail: `创建分享链接 #${link.link_id}「${item.name}」，${until}` });
    return ok(link);
  });

  app.get('/api/Document/links', { ...signedIn, schema: { querystring: input.idQuery, response: { 200: docShareAnswers.links } } }, async (req) =>
    ok(await shares.links(currentUser(req), req.query.id)),
  );

  app.post('/api/Document/revokeLink', { ...signedIn, schema: { body: input.linkIdBody, response: { 200: docShareAnswers.revokeLink } } }, async (req) => {
    const { item, linkId } = await shares.revokeLink(currentUser(req), req.body.link_id);
    await auditQuietly(req, { action: 'shareLink', result: 'success', target: `doc:${item.id}`, detail: `撤销分享链接 #${linkId}「${item.name}」` });
    return ok({ link_id: linkId });
  });

  /** The shared item (a document with its content); a folder lists what is in it, or in a folder under it (`parent_id`). */
  app.get('/api/share/read', { config: { auth: 'public' }, schema: { querystring: input.tokenQuery, response: { 200: docShareAnswers.read } } }, async (req) => {
    const { root, linkId, view } = await shares.read(req.query.token, req.query.parent_id);
    // an online document's content is read here (a folder only lists names; its files are recorded as they are read)
    if (root.kind === DOC_KIND.doc) await auditDownload(req, { target: `doc:${root.id}`, name: root.name, how: `通过分享链接 #${linkId} 查看在线文档` });
    return ok(view);
  });

  /** A shared file's bytes, shown in the browser where it can be (the preview page) unless `download=1`; byte ranges. */
  app.get(
    '/api/share/file',
    {
      config: { auth: 'public' },
      schema: { summary: '读取分享的文件', querystring: input.tokenQuery, response: { 200: fileAnswer('文件内容：Content-Type 为文件自身的类型；支持单个 Range（206）') } },
    },
    async (req, reply) => {
      const { item, file, linkId } = await shares.sharedFile(req.query.token, req.query.id);
      const inline = req.query.download !== '1';
      // anonymous: whoever holds the link; the row names the link by its id, never its token
      await auditDownload(req, { target: `file:${file.id}`, name: item.name, how: `通过分享链接 #${linkId} ${inline ? '打开' : '下载'}`, inline });
      return sendStoredFile(reply, app.storage, { key: file.storage_key, name: item.name, allowInline: inline }, req);
    },
  );

  /** The preview page's content of a shared Word, Excel or text file. */
  app.get('/api/share/preview', { config: { auth: 'public' }, schema: { querystring: input.sharePreviewQuery, response: { 200: docShareAnswers.preview } } }, async (req) => {
    const { item, file, linkId } = await shares.sharedFile(req.query.token, req.query.id);
    const content = await previewOf(app, { name: item.name, storage_key: file.storage_key }, req.query.kind);
    await auditDownload(req, { target: `file:${file.id}`, name: item.name, how: `通过分享链接 #${linkId} 在线预览` });
    return ok(content);
  });
}
