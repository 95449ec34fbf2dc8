import { ACCESS_TOKEN_MSG, accessTokenDaysLabel } from '@suwork/domain';
import { accessTokenRoutes as routes } from '@suwork/domain/routes';
import { auditQuietly } from '../../core/audit.ts';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { createToken, listTokens, revokeToken, tokenView } from './access-tokens.ts';

/**
 * 访问令牌 in 个人资料: any member lists, makes and revokes their own tokens, from a sign-in session only (a token
 * never makes or revokes tokens). A token stands for the member as they are at each request (nodes, data scope).
 */
export function accessTokenRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;

  serve(app, routes.tokenList, { config: { sessionOnly: true } }, async (req) => {
    const me = currentUser(req);
    const now = app.config.now();
    const rows = (await listTokens(db, me.user_id)).map((r) => tokenView(r, now, tz));
    return ok(rows, rows.length);
  });

  serve(app, routes.tokenAdd, { config: { sessionOnly: true, secretAnswer: true } }, async (req) => {
    const me = currentUser(req);
    const { name, expire_days } = req.body;
    const now = app.config.now();
    const { row, token } = await createToken(db, me.user_id, name, expire_days, now);
    await auditQuietly(req, {
      action: 'accessToken',
      result: 'success',
      target: `token:${row.token_id}`,
      detail: `创建访问令牌 #${row.token_id}「${name}」，有效期${accessTokenDaysLabel(expire_days)}`,
    });
    return { ...ok({ ...tokenView(row, now, tz), token }), msg: ACCESS_TOKEN_MSG.created };
  });

  serve(app, routes.tokenDel, { config: { sessionOnly: true } }, async (req) => {
    const me = currentUser(req);
    const { token_id } = req.body;
    const revoked = await revokeToken(db, me.user_id, token_id, app.config.now());
    // at once on this instance; another instance's cache lets it through for at most 5 seconds more
    app.sessions.forgetToken(revoked.token_hash);
    await auditQuietly(req, {
      action: 'accessToken',
      result: 'success',
      target: `token:${token_id}`,
      detail: `撤销访问令牌 #${token_id}「${revoked.name}」`,
    });
    return { ...ok({ token_id }), msg: ACCESS_TOKEN_MSG.revoked };
  });
}
