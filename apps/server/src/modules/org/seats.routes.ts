import { seatAnswers } from '@suwork/domain/contracts';
import { z } from 'zod';
import { invalid, ok } from '../../core/envelope.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { inTx } from '../../core/kit/index.ts';
import { companyToday, isDate } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { seatState, usedSeats, writeLicence } from './seats.service.ts';

const SEATS_MSG = '请输入席位数';
const VALID_MSG = '请选择有效期';
const licenceBody = z.strictObject({
  seats: z.coerce.number({ error: SEATS_MSG }).int(SEATS_MSG).min(1, SEATS_MSG).max(100_000, '席位数不能超过100000'),
  valid_time: z.string({ error: VALID_MSG }).trim().refine(isDate, VALID_MSG),
});

/**
 * Seats (席位): the licence caps enabled members until its date. getUserSeats and getValidSeats read it
 * ({seats, used, available, valid_time, expired}); setSeats is where an administrator enters a bought licence
 * (the 购买席位 page, route name buy).
 */
export function seatRoutes(app: App) {
  const db = app.database.db;
  const today = () => companyToday(app.config.now(), app.config.tzOffsetMinutes);

  app.get('/api/Common/getUserSeats', { config: { auth: 'signedIn' }, schema: { response: { 200: seatAnswers.getUserSeats }, querystring: z.strictObject({}) } }, async () =>
    ok(await seatState(db, today())),
  );
  app.get('/api/common/getValidSeats', { config: { auth: 'signedIn' }, schema: { response: { 200: seatAnswers.getValidSeats }, querystring: z.strictObject({}) } }, async () =>
    ok(await seatState(db, today())),
  );

  app.post('/api/Common/setSeats', { config: { auth: { node: 'personnel_dept_seats' } }, schema: { response: { 200: seatAnswers.setSeats }, body: licenceBody } }, async (req) => {
    const user = currentUser(req);
    const b = req.body;
    if (b.valid_time < today()) throw invalid('有效期不能早于今天');
    await inTx(db, async (tx) => {
      const used = await usedSeats(tx);
      if (b.seats < used) throw invalid(`席位数不能少于已启用的成员数（${used} 人）`);
      await writeLicence(tx, { seats: b.seats, valid_time: b.valid_time });
      await writeLog(tx, { entity: 'seat', record_id: 0, action: 'update', user_id: user.user_id, content: `录入席位：${b.seats} 个，有效期至 ${b.valid_time}` });
    });
    return ok(await seatState(db, today()));
  });
}
