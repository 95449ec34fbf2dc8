import websocket from '@fastify/websocket';
import { ERR, PERMISSIONS_PUSH, REALTIME_PATH, REALTIME_SIGNED_OUT, type MessagePush } from '@suwork/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { requestToken } from '../auth.ts';
import { errorBody } from '../envelope.ts';
import { formatDateTime } from '../time-format.ts';
import { readBearer } from '../sessions.ts';
import type { App } from '../types.ts';
import { originAllowed } from './origin-check.ts';
import { RealtimeHub } from './realtime-hub.ts';
import { REALTIME_CHANNEL, SIGNED_OUT_REASON, type RealtimeEnvelope } from './realtime-message.ts';

/** The close code of a socket closed because this instance shuts down (RFC 6455: service restart). */
const SERVICE_RESTART = 1012;
/** How long a socket may stay without signing in. */
const SIGN_IN_WITHIN_MS = 10_000;
/**
 * Realtime messages: members' sockets at REALTIME_PATH, fed by PostgreSQL NOTIFY (core/notify.ts) so a message
 * written on any instance reaches the member's sockets on every instance once its transaction commits; so does
 * word that a member's permissions changed.
 */
export async function registerRealtime(app: App) {
  const hub = new RealtimeHub();
  const tz = app.config.tzOffsetMinutes;

  const close = (socket: WebSocket) => socket.close(REALTIME_SIGNED_OUT, SIGNED_OUT_REASON);

  /** Signs a socket in with a token; false (and closed) when the session does not stand. */
  const signIn = async (socket: WebSocket, token: string | undefined) => {
    const ctx = token ? await app.sessions.resolve(token) : null;
    // the socket is the web page's: a script's access token gets none (it would never be found live again)
    if (!ctx || ctx.kind !== 'session') {
      close(socket);
      return false;
    }
    hub.add(socket, ctx.user.user_id, ctx.tokenHash);
    socket.send(JSON.stringify({ type: 'ready' }));
    return true;
  };

  const originPolicy = { trustProxy: app.config.trustProxy, allowedOrigins: app.config.allowedOrigins };
  // refused before the upgrade: another site's page gets a 403, never a socket
  const sameSite = async (req: FastifyRequest, reply: FastifyReply) => {
    if (originAllowed(req.headers, originPolicy)) return;
    req.log.warn({ origin: req.headers.origin }, 'realtime socket refused: foreign origin');
    return reply.code(ERR.noPermission.http).send(errorBody(ERR.noPermission.code, '不允许从其他网站建立实时连接'));
  };

  function onSocket(socket: WebSocket, req: FastifyRequest) {
    const fromHeader = requestToken(req, true);
    if (fromHeader) {
      void signIn(socket, fromHeader).catch(() => close(socket));
      return;
    }
    // Browsers cannot set headers: the first message is { token }.
    const timer = setTimeout(() => close(socket), SIGN_IN_WITHIN_MS);
    socket.once('message', (data) => {
      clearTimeout(timer);
      let token: string | undefined;
      try {
        const parsed = JSON.parse(String(data)) as { token?: unknown };
        token = typeof parsed.token === 'string' ? readBearer(`Bearer ${parsed.token}`) : undefined;
      } catch {
        token = undefined;
      }
      void signIn(socket, token).catch(() => close(socket));
    });
    socket.on('close', () => clearTimeout(timer));
  }

  // in a scope of its own: the plugin's two hooks (is this an upgrade? close its socket) then run for this route
  // only, not on every request the server answers
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: 4096 } });
    scope.get(REALTIME_PATH, { websocket: true, config: { auth: 'public' }, onRequest: sameSite }, onSocket);
    // the open sockets (counted by /metrics), and a socket opened in a test without a port
    app.decorate('websocketServer', scope.websocketServer);
    app.decorate('injectWS', scope.injectWS.bind(scope));
  });

  const stopRevokes = app.sessions.onRevoke((r) => {
    for (const c of hub.revoked(r)) close(c.socket);
  });
  const check = setInterval(() => {
    void (async () => {
      const open = hub.all();
      const live = await app.sessions.liveAmong([...new Set(open.map((c) => c.tokenHash))]);
      for (const c of open) if (!live.has(c.tokenHash)) close(c.socket);
    })().catch((err: unknown) => app.log.warn({ err }, '检查实时连接的登录状态失败'));
  }, app.config.realtimeSessionCheckMs);
  check.unref();

  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unlisten = await app.database.listen(REALTIME_CHANNEL, (payload) => {
      try {
        const envelope = JSON.parse(payload) as RealtimeEnvelope;
        if ('type' in envelope) {
          // a permission change (modules/org/permissions-changed.ts): no stale member is served here, and their pages refresh
          app.sessions.forgetUser(envelope.user_id);
          hub.deliver(envelope.user_id, PERMISSIONS_PUSH);
          return;
        }
        const { user_id, ...rest } = envelope;
        const push: MessagePush = { ...rest, create_time: formatDateTime(new Date(rest.create_time), tz) ?? '' };
        hub.deliver(user_id, push);
      } catch (err) {
        app.log.warn({ err }, '实时消息格式不正确');
      }
    });
  });
  // before the onClose hooks, which close the database the listener runs on
  app.addHook('preClose', async () => {
    // 1012 service restart: the page reconnects (with its backoff) and reaches an instance still serving
    for (const c of hub.all()) c.socket.close(SERVICE_RESTART, '服务重启');
    clearInterval(check);
    stopRevokes();
    await unlisten?.();
  });
}
