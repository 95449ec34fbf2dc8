import { clueTransferAnswers } from '@suwork/domain/contracts';
import { z } from 'zod';
import { ok } from '../../core/envelope.ts';
import { idField } from '../../core/kit/index.ts';
import { currentUser, type App } from '../../core/types.ts';
import { transferClue } from './clue-transfer.service.ts';

const transferBody = z.strictObject({
  id: idField('请选择线索'),
  /** defaults to the clue's 公司名称 */
  enterprise_name: z.string().trim().min(1, '请输入客户名称').max(100, '客户名称不能超过100个字符').optional(),
  /** also create a contact from the clue's contact person (default yes) */
  create_contact: z.boolean().optional(),
});

/** 线索转客户 (clue-transfer.service.ts). */
export function clueTransferRoutes(app: App) {
  app.post(
    '/api/Clue/transferCustomer',
    { config: { auth: { node: 'customer_clues_transfer' } }, schema: { body: transferBody, response: { 200: clueTransferAnswers.transferCustomer } } },
    async (req) => ok(await transferClue(app.database.db, app, currentUser(req), req.body, app.config.now())),
  );
}
