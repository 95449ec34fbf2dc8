import { ACCOUNT_MSG, INVITE_STATUS, MSG } from '@suwork/domain';
import { inviteCodeRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { inTx } from '../../core/kit/index.ts';
import { ensureInviteCode, newInviteCode, writeInviteCode } from './invite-code.ts';

/** The company invitation code (选项配置): view, regenerate, enable or disable staff registration with it. */
export function inviteCodeRoutes(app: App) {
  const db = app.database.db;

  serve(app, routes.getInfo, async () => ok(await ensureInviteCode(db)));

  serve(app, routes.reset, async (req) => {
    const user = currentUser(req);
    const next = await inTx(db, async (tx) => {
      const current = await ensureInviteCode(tx);
      const invite = { code: newInviteCode(), status: current.status };
      await writeInviteCode(tx, invite);
      await writeLog(tx, {
        entity: 'invite_code',
        record_id: 0,
        action: 'reset',
        user_id: user.user_id,
        content: '重新生成了员工注册邀请码',
      });
      return invite;
    });
    return { ...ok(next), msg: ACCOUNT_MSG.inviteCodeReset };
  });

  serve(app, routes.setStatus, async (req) => {
    const user = currentUser(req);
    const { status } = req.body;
    const next = await inTx(db, async (tx) => {
      const current = await ensureInviteCode(tx);
      const invite = { code: current.code, status };
      await writeInviteCode(tx, invite);
      if (current.status !== status) {
        await writeLog(tx, {
          entity: 'invite_code',
          record_id: 0,
          action: 'setStatus',
          user_id: user.user_id,
          content: status === INVITE_STATUS.enabled ? '开启了邀请码注册' : '停用了邀请码注册',
        });
      }
      return invite;
    });
    return { ...ok(next), msg: MSG.ok };
  });
}
