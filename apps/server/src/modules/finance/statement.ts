import { receivableEntity } from '@suwork/domain/entities';
import { financeRoutes as routes } from '@suwork/domain/routes';
import { serviceOf } from '../../core/engine/entity-handle.ts';
import { ok } from '../../core/envelope.ts';
import { readMultipart, toBuffer } from '../../core/files/multipart.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { matchStatement } from './statement.service.ts';

const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

/** 银行流水匹配: the statement's lines with the collections each may be; each is confirmed (确认到账) by hand. */
export function statementRoutes(app: App) {
  const receivables = serviceOf(app, receivableEntity);
  serve(app, routes.matchStatement, async (req) => {
    const user = currentUser(req);
    const { file } = await readMultipart(req, {
      maxBytes: STATEMENT_MAX_BYTES,
      tooLarge: '银行流水文件不能超过5M',
      onFile: (part) => toBuffer(part.stream),
    });
    return ok(await matchStatement(app.database.db, receivables, user, file));
  });
}
