import { offerAnswers } from '@suwork/domain/contracts';
import { offerEntity } from '@suwork/domain/entities';
import { z } from 'zod';
import { entity } from '../../core/engine/entity-handle.ts';
import { ok } from '../../core/envelope.ts';
import { idField, idParam } from '../../core/kit/index.ts';
import { currentUser, type App } from '../../core/types.ts';
import { changeOfferStatus, copyOfferVersion, offerVersions } from './offer.service.ts';
import { registerOfferPdf } from './offer-pdf.routes.ts';

/** 报价: 发送 / 接受 / 拒绝, new versions, the version list and the PDF. */
export function offerRoutes(app: App) {
  const db = app.database.db;
  const offers = entity(app, offerEntity).service;
  app.post(
    '/api/Offer/changeStatus',
    {
      config: { auth: { node: 'customer_offer_edit' } },
      schema: {
        body: z.strictObject({ offer_id: idField('请选择报价'), status: z.union([z.literal(2), z.literal(3), z.literal(4)], { error: '报价状态的取值无效' }) }),
        response: { 200: offerAnswers.changeStatus },
      },
    },
    async (req) => {
      await changeOfferStatus(db, offers, currentUser(req), req.body, app.config.now(), app.config.tzOffsetMinutes);
      return ok(null);
    },
  );
  app.post(
    '/api/Offer/copyVersion',
    { config: { auth: { node: 'customer_offer_add' } }, schema: { body: z.strictObject({ offer_id: idField('请选择报价') }), response: { 200: offerAnswers.copyVersion } } },
    async (req) => ok({ offer_id: await copyOfferVersion(db, offers, currentUser(req), req.body.offer_id, app.config.now()) }),
  );
  app.get(
    '/api/Offer/versions',
    { config: { auth: { node: 'customer_offer' } }, schema: { querystring: z.strictObject({ offer_id: idParam('请选择报价') }), response: { 200: offerAnswers.versions } } },
    async (req) => ok(await offerVersions(db, offers, currentUser(req), req.query.offer_id, app.config.tzOffsetMinutes)),
  );
  registerOfferPdf(app, offers);
}
