import { ACCOUNT_MSG, INVITE_STATUS, MSG } from '@suwork/domain';
import { inviteCodeAnswers } from '@suwork/domain/contracts';
import { z } from 'zod';
import { ok } from '../../core/envelope.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { currentUser, type App } from '../../core/types.ts';
import { inTx } from '../../core/kit/index.ts';
import { ensureInviteCode, newInviteCode, writeInviteCode } from './invite-code.ts';

const NODE = { node: 'system_optionConfig_edit' } as const;
const STATUS_MSG = '请选择邀请码状态';
const statusBody = z.strictObject({
  status: z.coerce.number({ error: STATUS_MSG }).int(STATUS_MSG).min(INVITE_STATUS.enabled, STATUS_MSG).max(INVITE_STATUS.disabled, STATUS_MSG),
});

/** The company invitation code (选项配置): view, regenerate, enable or disable staff registration with it. */
export function inviteCodeRoutes(app: App) {
  const db = app.database.db;

  app.get('/api/InviteCode/getInfo', { config: { auth: NODE }, schema: { response: { 200: inviteCodeAnswers.getInfo }, querystring: z.strictObject({}) } }, async () => ok(await ensureInviteCode(db)));

  app.post('/api/InviteCode/reset', { config: { auth: NODE }, schema: { response: { 200: inviteCodeAnswers.reset }, body: z.strictObject({}).nullish() } }, async (req) => {
    const user = currentUser(req);
    const next = await inTx(db, async (tx) => {
      const current = await ensureInviteCode(tx);
      const invite = { code: newInviteCode(), status: current.status };
      await writeInviteCode(tx, invite);
      await writeLog(tx, { entity: 'invite_code', record_id: 0, action: 'reset', user_id: user.user_id, content: '重新生成了员工注册邀请码' });
      return invite;
    });
    return { ...ok(next), msg: ACCOUNT_MSG.inviteCodeReset };
  });

  app.post('/api/InviteCode/setStatus', { config: { auth: NODE }, schema: { response: { 200: inviteCodeAnswers.setStatus }, body: statusBody } }, async (req) => {
    const user = currentUser(req);
    const { status } = req.body;
    const next = await inTx(db, async (tx) => {
      const current = await ensureInviteCode(tx);
      const invite = { code: current.code, status };
      await writeInviteCode(tx, invite);
      if (current.status !== status) {
        await writeLog(tx, { entity: 'invite_code', record_id: 0, action: 'setStatus', user_id: user.user_id, content: status === INVITE_STATUS.enabled ? '开启了邀请码注册' : '停用了邀请码注册' });
      }
      return invite;
    });
    return { ...ok(next), msg: MSG.ok };
  });
}
