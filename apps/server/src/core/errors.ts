import { ERR, type ErrorDef } from '@suwork/domain';
import type { FastifyError, FastifyRequest } from 'fastify';
import { auditQuietly } from './audit.ts';
import { clientErrorOfDb } from './db-errors.ts';
import { ApiError, errorBody } from './envelope.ts';
import type { App } from './types.ts';

/** Fastify's own request errors, in Chinese. */
const FASTIFY_ERRORS: Record<string, ErrorDef> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ERR.badJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: { ...ERR.badJson, msg: '请求数据格式错误：请求体为空' },
  FST_ERR_CTP_BODY_TOO_LARGE: ERR.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ERR.unsupportedType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ERR.badJson,
};

/** Every failure leaves as an envelope with a Chinese message; nothing internal (stack, SQL) is sent. */
export function registerErrorHandling(app: App) {
  app.setErrorHandler(async (err: FastifyError | ApiError, req, reply) => {
    if (err instanceof ApiError) {
      if (req.auth && (err.code === ERR.noPermission.code || err.http === 404)) await auditDenied(req, err);
      return reply.status(err.http).send(errorBody(err.code, err.message, err.field));
    }
    const fromDb = clientErrorOfDb(err);
    if (fromDb) {
      req.log.warn({ err }, 'request refused by the database');
      return reply.status(fromDb.http).send(errorBody(fromDb.code, fromDb.message));
    }
    const known =
      FASTIFY_ERRORS[err.code] ?? (err instanceof SyntaxError && err.statusCode === 400 ? ERR.badJson : undefined);
    if (known) return reply.status(known.http).send(errorBody(known.code, known.msg));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      req.log.warn({ err }, 'request rejected');
      return reply.status(err.statusCode).send(errorBody(ERR.validation.code, ERR.validation.msg));
    }
    req.log.error({ err }, 'request failed');
    return reply.status(ERR.internal.http).send(errorBody(ERR.internal.code, ERR.internal.msg));
  });
}

/** A signed-in member refused a record or an action: kept in the audit log with the route asked for (no query string). */
function auditDenied(req: FastifyRequest, err: ApiError) {
  const target = `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`;
  return auditQuietly(req, { action: 'denied', result: 'denied', target, detail: `${err.code} ${err.message}` });
}
