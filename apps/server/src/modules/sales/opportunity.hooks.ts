import { contactEntity, customerEntity, opportunityEntity } from '@suwork/domain/entities';
import { invalid } from '../../core/envelope.ts';
import { defineHooks, type HookContext } from '../../core/engine/hooks.ts';
import { assertBelongs, keepTitleCopy, titleOf } from '../../core/kit/index.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { stageLog } from './sales.tables.ts';
import { firstStage, stageOf, type StageRow } from './stages.service.ts';
import { CHANCE_OPEN } from '@suwork/domain/entities';

type Values = Record<string, unknown>;

/** Records that an opportunity entered a stage. */
export async function logStage(tx: Db, chanceId: number, userId: number, to: StageRow, from?: { id: number; name: string }) {
  await tx.insert(stageLog).values({ chance_id: chanceId, from_stage_id: from?.id ?? null, from_name: from?.name ?? '', to_stage_id: to.id, to_name: to.name, user_id: userId });
}

/** The stage's name kept on the opportunity, and its win rate unless one was given. */
function enterStage(values: Values, stage: StageRow, percentGiven: boolean) {
  values.stage_id = stage.id;
  values.stage_name = stage.name;
  if (!percentGiven) values.expect_success = stage.percent;
}

/** 商机: its customer's name kept beside it, its contact the customer's, its stage from the stage groups, every move recorded. */
export function registerOpportunityHooks(app: App) {
  defineHooks(app, opportunityEntity.key, {
    async beforeCreate({ tx, user }: HookContext, values) {
      values.company_name = await titleOf(tx, customerEntity, values.enterprise_id);
      await assertBelongs(tx, contactEntity, values.contact_id, 'enterprise_id', values.enterprise_id, '联系人不属于所选客户');
      const stage = values.stage_id ? (await stageOf(tx, values.stage_id as number)).stage : await firstStage(tx, user.dept_id);
      enterStage(values, stage, values.expect_success !== undefined && values.expect_success !== null);
    },
    async afterCreate({ tx, user }, id, values) {
      await logStage(tx, id, user.user_id, { id: values.stage_id as number, name: values.stage_name as string } as StageRow);
    },
    async beforeUpdate({ tx, user }, before, changes) {
      const enterpriseId = changes.enterprise_id ?? before.enterprise_id;
      if ('enterprise_id' in changes) changes.company_name = await titleOf(tx, customerEntity, enterpriseId);
      if ('contact_id' in changes || 'enterprise_id' in changes) await assertBelongs(tx, contactEntity, changes.contact_id ?? before.contact_id, 'enterprise_id', enterpriseId, '联系人不属于所选客户');
      if ('stage_id' in changes) {
        if (before.status !== CHANCE_OPEN) throw invalid('商机已结束，不能变更阶段');
        if (!changes.stage_id) throw invalid('请选择商机阶段');
        const { stage } = await stageOf(tx, changes.stage_id as number);
        enterStage(changes, stage, 'expect_success' in changes);
        await logStage(tx, before.id as number, user.user_id, stage, { id: before.stage_id as number, name: before.stage_name as string });
      }
    },
  });
  // a customer renamed is renamed on its opportunities
  keepTitleCopy(app, opportunityEntity, 'enterprise_id', 'company_name');
}
