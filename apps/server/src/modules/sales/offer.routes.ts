import { offerRoutes as routes } from '@suwork/domain/routes';
import { offerEntity } from '@suwork/domain/entities';
import { entity } from '../../core/engine/entity-handle.ts';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { changeOfferStatus, copyOfferVersion, offerVersions } from './offer.service.ts';
import { registerOfferPdf } from './offer-pdf.routes.ts';

/** 报价: 发送 / 接受 / 拒绝, new versions, the version list and the PDF. */
export function offerRoutes(app: App) {
  const db = app.database.db;
  const offers = entity(app, offerEntity).service;
  serve(app, routes.changeStatus, async (req) => {
    await changeOfferStatus(db, offers, currentUser(req), req.body, app.config.now(), app.config.tzOffsetMinutes);
    return ok(null);
  });
  serve(app, routes.copyVersion, async (req) =>
    ok({ offer_id: await copyOfferVersion(db, offers, currentUser(req), req.body.offer_id, app.config.now()) }),
  );
  serve(app, routes.versions, async (req) =>
    ok(await offerVersions(db, offers, currentUser(req), req.query.offer_id, app.config.tzOffsetMinutes)),
  );
  registerOfferPdf(app, offers);
}
