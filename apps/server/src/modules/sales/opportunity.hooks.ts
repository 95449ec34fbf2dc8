import type { StageGroup } from '@suwork/domain/contracts';
import { CHANCE_OPEN, contactEntity, customerEntity, opportunityEntity } from '@suwork/domain/entities';
import { invalid } from '../../core/envelope.ts';
import { entity } from '../../core/engine/entity-handle.ts';
import type { HookContext } from '../../core/engine/hooks.ts';
import { assertBelongs, keepTitleCopy, titleOf } from '../../core/kit/index.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { stageLog } from './sales.tables.ts';
import { enabledGroup, firstStage, stageOf, type StageRow } from './stages.service.ts';
import type { ChanceRow } from './tables.ts';

/** Records that an opportunity entered a stage. */
export async function logStage(
  tx: Db,
  chanceId: number,
  userId: number,
  to: Pick<StageRow, 'id' | 'name'>,
  from?: { id: number | null; name: string },
) {
  await tx.insert(stageLog).values({
    chance_id: chanceId,
    from_stage_id: from?.id ?? null,
    from_name: from?.name ?? '',
    to_stage_id: to.id,
    to_name: to.name,
    user_id: userId,
  });
}

/** The stage and group names kept on the opportunity, and the stage's win rate unless one was given. */
function enterStage(values: Partial<ChanceRow>, stage: StageRow, group: StageGroup, percentGiven: boolean) {
  values.stage_group_id = group.id;
  values.stage_group_name = group.name;
  values.stage_id = stage.id;
  values.stage_name = stage.name;
  if (!percentGiven) values.expect_success = stage.percent;
}

const id = (v: unknown) => (typeof v === 'number' && v > 0 ? v : undefined);

/**
 * The stage an opportunity takes and its group: a stage must be one of the group's; a group alone starts at its
 * first stage, a stage alone brings its group.
 */
async function stageInGroup(
  tx: Db,
  groupId: number | undefined,
  stageId: number,
): Promise<{ stage: StageRow; group: StageGroup }> {
  const found = await stageOf(tx, stageId);
  if (groupId !== undefined && found.group.id !== groupId)
    throw invalid(`商机阶段不属于阶段组「${(await enabledGroup(tx, groupId)).name}」，请重新选择`, 'stage_id');
  return found;
}

/** 商机: its customer's name kept beside it, its contact the customer's, its stage from the stage groups, every move recorded. */
export function registerOpportunityHooks(app: App) {
  entity(app, opportunityEntity).hooks({
    async beforeCreate({ tx, user }: HookContext, values) {
      values.company_name = await titleOf(tx, customerEntity, values.enterprise_id);
      await assertBelongs(
        tx,
        contactEntity,
        values.contact_id,
        'enterprise_id',
        values.enterprise_id,
        '联系人不属于所选客户',
      );
      const groupId = id(values.stage_group_id);
      const stageId =
        id(values.stage_id) ??
        (groupId ? (await enabledGroup(tx, groupId)).stages[0].id : (await firstStage(tx, user.dept_id)).id);
      const { stage, group } = await stageInGroup(tx, groupId, stageId);
      enterStage(values, stage, group, values.expect_success !== undefined && values.expect_success !== null);
    },
    async afterCreate({ tx, user }, id, values) {
      // beforeCreate entered its stage
      await logStage(tx, id, user.user_id, { id: values.stage_id!, name: values.stage_name! });
    },
    async beforeUpdate({ tx, user }, before, changes) {
      const enterpriseId = changes.enterprise_id ?? before.enterprise_id;
      if ('enterprise_id' in changes) changes.company_name = await titleOf(tx, customerEntity, enterpriseId);
      if ('contact_id' in changes || 'enterprise_id' in changes)
        await assertBelongs(
          tx,
          contactEntity,
          changes.contact_id ?? before.contact_id,
          'enterprise_id',
          enterpriseId,
          '联系人不属于所选客户',
        );
      if ('stage_id' in changes || 'stage_group_id' in changes) {
        if (before.status !== CHANCE_OPEN) throw invalid('商机已结束，不能变更阶段', 'stage_id');
        if ('stage_group_id' in changes && !id(changes.stage_group_id)) throw invalid('请选择阶段组', 'stage_group_id');
        const groupId = id(changes.stage_group_id) ?? id(before.stage_group_id);
        const groupChanged = 'stage_group_id' in changes && changes.stage_group_id !== before.stage_group_id;
        // another group's stages are not this one's: a new group needs its stage chosen
        const stageId = 'stage_id' in changes || groupChanged ? id(changes.stage_id) : id(before.stage_id);
        if (!stageId) throw invalid('请选择商机阶段', 'stage_id');
        const { stage, group } = await stageInGroup(tx, groupId, stageId);
        enterStage(changes, stage, group, 'expect_success' in changes || stage.id === before.stage_id);
        if (stage.id !== before.stage_id)
          await logStage(tx, before.id, user.user_id, stage, { id: before.stage_id, name: before.stage_name });
      }
    },
  });
  // a customer renamed is renamed on its opportunities
  keepTitleCopy(app, opportunityEntity, 'enterprise_id', 'company_name');
}
