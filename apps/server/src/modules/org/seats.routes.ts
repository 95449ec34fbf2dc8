import { seatRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { companyToday } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { seatState, setSeats } from './seats.service.ts';

/**
 * Seats (席位): the licence caps enabled members until its date. getUserSeats and getValidSeats read it
 * ({seats, used, available, valid_time, expired}); setSeats is where an administrator enters a bought licence
 * (the 购买席位 page, route name buy).
 */
export function seatRoutes(app: App) {
  const db = app.database.db;
  const today = () => companyToday(app.config.now(), app.config.tzOffsetMinutes);

  serve(app, routes.getUserSeats, async () => ok(await seatState(db, today())));
  serve(app, routes.getValidSeats, async () => ok(await seatState(db, today())));

  serve(app, routes.setSeats, async (req) => ok(await setSeats(db, currentUser(req), today(), req.body)));
}
