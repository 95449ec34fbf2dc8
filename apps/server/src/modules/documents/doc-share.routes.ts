import { DOC_KIND } from '@suwork/domain';
import { docShareRoutes as routes } from '@suwork/domain/routes';
import { auditQuietly } from '../../core/audit.ts';
import { ok } from '../../core/envelope.ts';
import { auditDownload } from '../../core/files/download-audit.ts';
import { sendStoredFile } from '../../core/files/send-file.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { previewKind, previewOf } from '../files/preview.service.ts';
import { docShareService } from './doc-share.service.ts';

/** Sharing with members and departments, and public share links. */
export function docShareRoutes(app: App) {
  const shares = docShareService(app);

  /** Replaces who the item is shared with (its owner only). */
  serve(app, routes.share, async (req) =>
    ok(await shares.share(currentUser(req), req.body.id, req.body.targets, req.body.expire_date)),
  );

  serve(app, routes.shareInfo, async (req) => ok(await shares.shareInfo(currentUser(req), req.query.id)));

  /** 共享空间: what others shared with the member (or their department), still valid; or what the member shared. */
  serve(app, routes.sharedList, async (req) => ok(await shares.sharedList(currentUser(req), req.query.mine ?? false)));

  serve(app, routes.createLink, async (req) => {
    const { item, link } = await shares.createLink(currentUser(req), req.body.id, req.body.expire_days);
    const until = link.expire_time ? `有效期至 ${link.expire_time}` : '永久有效';
    await auditQuietly(req, {
      action: 'shareLink',
      result: 'success',
      target: `doc:${item.id}`,
      detail: `创建分享链接 #${link.link_id}「${item.name}」，${until}`,
    });
    return ok(link);
  });

  serve(app, routes.links, async (req) => ok(await shares.links(currentUser(req), req.query.id)));

  serve(app, routes.revokeLink, async (req) => {
    const { item, linkId } = await shares.revokeLink(currentUser(req), req.body.link_id);
    await auditQuietly(req, {
      action: 'shareLink',
      result: 'success',
      target: `doc:${item.id}`,
      detail: `撤销分享链接 #${linkId}「${item.name}」`,
    });
    return ok({ link_id: linkId });
  });

  /** The shared item (a document with its content); a folder lists what is in it, or in a folder under it (`parent_id`). */
  serve(app, routes.read, async (req) => {
    const { root, linkId, view } = await shares.read(req.query.token, req.query.parent_id);
    // an online document's content is read here (a folder only lists names; its files are recorded as they are read)
    if (root.kind === DOC_KIND.doc)
      await auditDownload(req, {
        target: `doc:${root.id}`,
        name: root.name,
        how: `通过分享链接 #${linkId} 查看在线文档`,
      });
    return ok(view);
  });

  /** A shared file's bytes, shown in the browser where it can be (the preview page) unless `download=1`; byte ranges. */
  serve(app, routes.file, async (req, reply) => {
    const { item, file, linkId } = await shares.sharedFile(req.query.token, req.query.id);
    const inline = req.query.download !== '1';
    // anonymous: whoever holds the link; the row names the link by its id, never its token
    await auditDownload(req, {
      target: `file:${file.id}`,
      name: item.name,
      how: `通过分享链接 #${linkId} ${inline ? '打开' : '下载'}`,
      inline,
    });
    return sendStoredFile(reply, app.storage, { key: file.storage_key, name: item.name, allowInline: inline }, req);
  });

  /** The preview page's content of a shared Word, Excel or text file; `kind` refused as the files module's preview refuses it. */
  serve(app, routes.preview, { input: routes.preview.input.extend({ kind: previewKind }) }, async (req) => {
    const { item, file, linkId } = await shares.sharedFile(req.query.token, req.query.id);
    const content = await previewOf(app, { name: item.name, storage_key: file.storage_key }, req.query.kind);
    await auditDownload(req, { target: `file:${file.id}`, name: item.name, how: `通过分享链接 #${linkId} 在线预览` });
    return ok(content);
  });
}
