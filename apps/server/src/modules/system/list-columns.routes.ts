import { listColumnAnswers } from '@suwork/domain/contracts';
import { ENTITIES, LIST_COLUMN_WIDTH, listColumnDefs } from '@suwork/domain/entities';
import { z } from 'zod';
import { ok } from '../../core/envelope.ts';
import { currentUser, type App } from '../../core/types.ts';
import { LIST_MSG, readListColumns, saveListColumns, UNKNOWN_LIST_MSG } from './list-columns.service.ts';

const { min, max } = LIST_COLUMN_WIDTH;
const WIDTH_MSG = `列宽应为 ${min} 到 ${max} 之间的整数`;
const COLUMN_MSG = '请选择列';
/** the most columns any list has; each list's own count is checked by the service */
const MOST_COLUMNS = Math.max(...ENTITIES.map((e) => listColumnDefs(e).length));

const list = z.string({ error: LIST_MSG }).trim().min(1, LIST_MSG).max(64, UNKNOWN_LIST_MSG);
const column = z.strictObject({
  key: z.string({ error: COLUMN_MSG }).trim().min(1, COLUMN_MSG).max(64, COLUMN_MSG),
  hidden: z.boolean({ error: '是否隐藏应为 true 或 false' }).default(false),
  width: z.number({ error: WIDTH_MSG }).int(WIDTH_MSG).min(min, WIDTH_MSG).max(max, WIDTH_MSG).nullable().default(null),
});
const getQuery = z.strictObject({ list });
const saveBody = z.strictObject({
  list,
  columns: z.array(column, { error: '列设置应为列的列表' }).max(MOST_COLUMNS, `列设置最多${MOST_COLUMNS}列`),
});

/**
 * 列设置 of the engine's lists: each member reads and saves only their own (order, shown or hidden, width), so they
 * follow the member to any browser. `columns: []` goes back to the defaults.
 */
export function listColumnRoutes(app: App) {
  const db = app.database.db;
  const tz = () => app.config.tzOffsetMinutes;

  app.get('/api/ListColumn/get', { config: { auth: 'signedIn' }, schema: { response: { 200: listColumnAnswers.get }, querystring: getQuery } }, async (req) => {
    return ok(await readListColumns(db, tz(), currentUser(req).user_id, req.query.list));
  });

  app.post('/api/ListColumn/save', { config: { auth: 'signedIn' }, schema: { response: { 200: listColumnAnswers.save }, body: saveBody } }, async (req) => {
    const { list: key, columns } = req.body;
    return ok(await saveListColumns(db, tz(), app.config.now(), currentUser(req).user_id, key, columns));
  });
}
