import { flowTemplateAnswers } from '@suwork/domain/contracts';
import { z } from 'zod';
import { ok } from '../../core/envelope.ts';
import { currentUser, type App } from '../../core/types.ts';
import { infoQuery, saveBody, setStatusBody } from './flow.input.ts';
import { saveTemplate, setTemplateStatus, templateCatalogue, templateInfo } from './template.service.ts';
import { loadTemplate } from './templates.ts';

const VIEW = { node: 'system_flow' } as const;
const EDIT = { node: 'system_flow_edit' } as const;

/** 审批管理: the catalogue of flow types with their templates; saving writes a new version. */
export function flowTemplateRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;

  app.get('/api/flow/getList', { config: { auth: VIEW }, schema: { querystring: z.strictObject({}), response: { 200: flowTemplateAnswers.getList } } }, async () => {
    const list = await templateCatalogue(db, tz);
    return ok(list, list.length);
  });

  app.get('/api/flow/info', { config: { auth: VIEW }, schema: { querystring: infoQuery, response: { 200: flowTemplateAnswers.info } } }, async (req) =>
    ok(templateInfo(await loadTemplate(db, { id: req.query.id }))),
  );

  app.post('/api/flow/save', { config: { auth: EDIT }, schema: { body: saveBody, response: { 200: flowTemplateAnswers.save } } }, async (req) =>
    ok(await saveTemplate(db, currentUser(req).user_id, req.body, app.config.now())),
  );

  app.post('/api/flow/setStatus', { config: { auth: EDIT }, schema: { body: setStatusBody, response: { 200: flowTemplateAnswers.setStatus } } }, async (req) => {
    const { id, enabled } = req.body;
    await setTemplateStatus(db, currentUser(req).user_id, id, enabled, app.config.now());
    return ok({ id, enabled });
  });
}
