import { memberAnswers } from '@suwork/domain/contracts';
import { z } from 'zod';
import { ok } from '../../core/envelope.ts';
import { idList, inTx, positiveId } from '../../core/kit/index.ts';
import { currentUser, type App } from '../../core/types.ts';
import { handOver } from './hand-over.service.ts';

const body = z.strictObject({
  /** the members handing over (usually leavers), comma-joined */
  user_ids: idList('请选择交接人', 100).refine((ids) => ids.length > 0, '请选择交接人'),
  /** the member taking over */
  to_user_id: positiveId('请选择接收人'),
});

/** 离职交接: POST /api/User/transferBatchUser {user_ids, to_user_id} → {total, moved: [{entity, title, count}]}. */
export function handOverRoutes(app: App) {
  app.post('/api/User/transferBatchUser', { config: { auth: { node: 'personnel_dept_transfer' } }, schema: { response: { 200: memberAnswers.transferBatchUser }, body } }, async (req) => {
    const editor = currentUser(req);
    const result = await inTx(app.database.db, (tx) => handOver(tx, editor, req.body.user_ids, req.body.to_user_id, app.config.now()));
    return ok(result);
  });
}
