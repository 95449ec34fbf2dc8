import { chanceAnswers, rivalAnswers, stageAnswers } from '@suwork/domain/contracts';
import { CHANCE_STATUS, opportunityEntity, rivalEntity } from '@suwork/domain/entities';
import { z } from 'zod';
import { entity } from '../../core/engine/entity-handle.ts';
import { invalid, ok } from '../../core/envelope.ts';
import { idField, idParam, inTx } from '../../core/kit/index.ts';
import { companyToday, isDate, parseDateTime } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { changeStatus, moveStage, stageHistory } from './opportunity.service.ts';
import { forecast, funnel, kanban, type Period } from './pipeline.service.ts';
import { linkRivals, rivalRecord, rivalsOf } from './rivals.service.ts';
import { deleteGroup, groupsForDept, loadGroups, saveGroup } from './stages.service.ts';

const VIEW = { auth: { node: 'customer_opportunities' } };
const EDIT = { auth: { node: 'customer_opportunities_edit' } };
const STAGE_SETTINGS = { auth: { node: 'customer_opportunities_stage' } };

const percent = z
  .union([z.string(), z.number()], { error: '赢率应为 0 到 100 之间的数' })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, '赢率应为 0 到 100 之间的数');
const groupBody = z.strictObject({
  id: idField().optional(),
  name: z.string({ error: '请输入阶段组名称' }).trim().min(1, '请输入阶段组名称').max(50, '阶段组名称不能超过50个字符'),
  dept_ids: z.array(idField('部门应为编号')).max(100, '适用部门最多100个').default([]),
  status: z.union([z.literal(1), z.literal(2)], { error: '状态的取值无效' }).default(1),
  sort: z.number().int().min(0).max(9999).default(0),
  stages: z
    .array(z.strictObject({ id: idField().optional(), name: z.string({ error: '请输入阶段名称' }).trim().min(1, '请输入阶段名称').max(50, '阶段名称不能超过50个字符'), percent }), {
      error: '请设置阶段',
    })
    .min(2, '至少设置2个阶段')
    .max(10, '最多设置10个阶段'),
});
const groupQuery = z.strictObject({ group_id: idParam('请选择阶段组') });
const month = z.string({ error: '请选择月份' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份应为 YYYY-MM 格式');
const day = (what: string) => z.string({ error: `请选择${what}` }).refine(isDate, `${what}应为 YYYY-MM-DD`);

/** The company days `start_date` to `end_date` (inclusive) as instants; by default the current month. */
function periodOf(query: { start_date?: string; end_date?: string }, now: Date, tz: number): Period {
  const [y, m] = companyToday(now, tz).split('-').map(Number);
  const lastDay = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const { start_date = `${lastDay.slice(0, 7)}-01`, end_date = lastDay } = query;
  if (start_date > end_date) throw invalid('开始日期不能晚于结束日期');
  return { from: parseDateTime(start_date, tz)!, to: new Date(parseDateTime(end_date, tz)!.getTime() + 86_400_000), start_date, end_date };
}

/** 商机阶段设置, stage moves, status, history, rivals, and the kanban, funnel and forecast views. */
export function pipelineRoutes(app: App) {
  const db = app.database.db;
  const chances = entity(app, opportunityEntity).service;
  const rivals = entity(app, rivalEntity).service;
  const tz = app.config.tzOffsetMinutes;
  const groupById = async (id: number) => {
    const group = (await loadGroups(db)).find((g) => g.id === id);
    if (!group) throw invalid('阶段组不存在，请刷新后重试');
    return group;
  };

  app.get('/api/ChanceStage/groups', { config: VIEW, schema: { querystring: z.strictObject({}), response: { 200: stageAnswers.groups } } }, async () => ok(await loadGroups(db)));
  app.get('/api/ChanceStage/groupsFor', { config: VIEW, schema: { querystring: z.strictObject({}), response: { 200: stageAnswers.groupsFor } } }, async (req) =>
    ok(await groupsForDept(db, currentUser(req).dept_id)),
  );
  app.post('/api/ChanceStage/save', { config: STAGE_SETTINGS, schema: { body: groupBody, response: { 200: stageAnswers.save } } }, async (req) =>
    ok({ id: await inTx(db, (tx) => saveGroup(tx, req.body, app.config.now())) }),
  );
  app.post('/api/ChanceStage/del', { config: STAGE_SETTINGS, schema: { body: z.strictObject({ id: idField('请选择阶段组') }), response: { 200: stageAnswers.del } } }, async (req) => {
    await inTx(db, (tx) => deleteGroup(tx, req.body.id));
    return ok(null);
  });

  app.post(
    '/api/Chance/moveStage',
    { config: EDIT, schema: { body: z.strictObject({ chance_id: idField('请选择商机'), stage_id: idField('请选择商机阶段') }), response: { 200: chanceAnswers.moveStage } } },
    async (req) => {
      await moveStage(chances, currentUser(req), req.body.chance_id, req.body.stage_id);
      return ok(null);
    },
  );
  const statuses = Object.keys(CHANCE_STATUS).map(Number);
  app.post(
    '/api/Chance/changeStatus',
    {
      config: EDIT,
      schema: {
        body: z.strictObject({
          chance_id: idField('请选择商机'),
          status: z.number({ error: '商机状态的取值无效' }).refine((v) => statuses.includes(v), '商机状态的取值无效'),
          reason: z.string({ error: '原因应为文本' }).trim().max(200, '原因不能超过200个字符').optional(),
        }),
        response: { 200: chanceAnswers.changeStatus },
      },
    },
    async (req) => {
      await changeStatus(db, chances, currentUser(req), req.body, app.config.now());
      return ok(null);
    },
  );
  app.get('/api/Chance/stageHistory', { config: VIEW, schema: { querystring: z.strictObject({ chance_id: idParam('请选择商机') }), response: { 200: chanceAnswers.stageHistory } } }, async (req) =>
    ok(await stageHistory(db, chances, currentUser(req), req.query.chance_id, app.config.now(), tz)),
  );
  app.get(
    '/api/Chance/kanban',
    {
      config: VIEW,
      schema: {
        querystring: groupQuery.extend({
          limit: z.coerce.number().int().min(1, '每列数量应为 1 到 50').max(50, '每列数量应为 1 到 50').default(20),
          keyword: z.string().trim().max(50, '关键词不能超过50个字符').optional(),
          // 赢单 and 输单 columns: closed in these company days (default: this month)
          start_date: day('开始日期').optional(),
          end_date: day('结束日期').optional(),
        }),
        response: { 200: chanceAnswers.kanban },
      },
    },
    async (req) => {
      const period = periodOf(req.query, app.config.now(), tz);
      return ok(await kanban({ db, service: chances, user: currentUser(req) }, await groupById(req.query.group_id), req.query.limit, req.query.keyword || undefined, period, tz));
    },
  );
  app.get(
    '/api/Chance/funnel',
    { config: VIEW, schema: { querystring: groupQuery.extend({ start_date: day('开始日期'), end_date: day('结束日期') }), response: { 200: chanceAnswers.funnel } } },
    async (req) => ok(await funnel({ db, service: chances, user: currentUser(req) }, await groupById(req.query.group_id), periodOf(req.query, app.config.now(), tz))),
  );
  app.get(
    '/api/Chance/forecast',
    {
      config: VIEW,
      schema: {
        querystring: z.strictObject({ start_month: month, months: z.coerce.number().int().min(1, '月数应为 1 到 24').max(24, '月数应为 1 到 24').default(6) }),
        response: { 200: chanceAnswers.forecast },
      },
    },
    async (req) => ok(await forecast({ db, service: chances, user: currentUser(req) }, req.query.start_month, req.query.months)),
  );
  app.get('/api/Chance/rivals', { config: VIEW, schema: { querystring: z.strictObject({ chance_id: idParam('请选择商机') }), response: { 200: chanceAnswers.rivals } } }, async (req) =>
    ok(await rivalsOf(db, chances, currentUser(req), req.query.chance_id)),
  );
  app.post(
    '/api/Chance/linkRivals',
    {
      config: EDIT,
      schema: { body: z.strictObject({ chance_id: idField('请选择商机'), rival_ids: z.array(idField('竞争对手应为编号'), { error: '请选择竞争对手' }) }), response: { 200: chanceAnswers.linkRivals } },
    },
    async (req) => {
      await linkRivals(db, chances, currentUser(req), req.body.chance_id, req.body.rival_ids);
      return ok(null);
    },
  );
  app.get(
    '/api/Rival/record',
    { config: { auth: { node: 'customer_rival' } }, schema: { querystring: z.strictObject({ rival_id: idParam('请选择竞争对手') }), response: { 200: rivalAnswers.record } } },
    async (req) => {
      const user = currentUser(req);
      await rivals.info(user, req.query.rival_id);
      return ok(await rivalRecord(db, chances, user, req.query.rival_id));
    },
  );
}
