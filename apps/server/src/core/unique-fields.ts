import { BACKUP_MSG, ERR, FLOW_MSG, ORG_MSG } from '@suwork/domain';
import { ENTITIES, type EntityDef } from '@suwork/domain/entities';
import { fail, type ApiError } from './envelope.ts';

/**
 * Unique indexes and what their clash means to a client, by index name. A unique violation the code did not
 * foresee (two people saving the same name at once) answers 409 with the field named. A test fails when an
 * index of the migrated database has no entry here.
 */
const UNIQUE_FIELDS: Readonly<Record<string, string>> = {
  // 组织
  sys_role_name_uq: '角色名称已存在',
  sys_user_phone_uq: ORG_MSG.phoneTaken,
  sys_user_email_uq: ORG_MSG.emailTaken,
  sys_user_role_pk: '该成员已拥有此角色',
  sys_dept_name_uq: '同一上级部门下已有同名的部门',
  sys_user_group_name_uq: '同一上级下已有同名的用户组',
  sys_user_group_member_pk: '该成员已在此用户组中',
  // 系统
  sys_tag_group_name_uq: '标签组名称已存在',
  sys_tag_name_uq: '同一标签组中已有同名的标签',
  sys_option_value_uq: '选项值已存在',
  sys_option_label_uq: '选项名称已存在',
  sys_notice_read_pk: '该公告已标记为已读',
  sys_reminder_sent_uq: '该提醒已发送',
  sys_access_token_hash_uq: '访问令牌已存在，请重新创建',
  sys_list_column_user_list_uq: '列设置正在保存，请稍后重试',
  sys_backup_running_uq: BACKUP_MSG.running,
  // 客户团队
  crm_team_pk: '该成员已在团队中',
  // 商机
  crm_stage_group_name_uq: '阶段组名称已存在',
  crm_chance_rival_pk: '该竞争对手已关联',
  // 合同
  crm_contract_version_uq: '合同版本已存在，请刷新后重试',
  // 发票
  fin_invoice_record_number_uq: '该发票号码已登记',
  // 审批
  flow_template_type_uq: '该类型的审批流程已存在',
  flow_template_version_uq: FLOW_MSG.versionChanged,
  flow_run_running_uq: FLOW_MSG.alreadyRunning,
  flow_run_step_uq: '审批步骤已存在，请刷新后重试',
  flow_step_user_uq: '该审批人已在此审批步骤中',
  // 人事: the member of a worker record says more than 「成员」已存在
  hr_worker_user_id_uq: '该成员已有员工档案',
  // 办公
  office_report_period_uq: '您已提交过该周期的汇报，请在原汇报上修改',
  // 云文档与知识库
  doc_group_name_uq: '分组名称已存在',
  doc_share_uq: '已共享给该成员或部门',
  doc_version_uq: '文件版本已存在，请刷新后重试',
  doc_link_token_uq: '分享链接生成冲突，请重试',
  know_category_name_uq: '同一级下已有同名的分类',
};

/** An engine entity's unique field, by the index its table declares (`<table>_<field>_uq`): 「<label>」已存在. */
export function entityUniqueFields(entities: readonly EntityDef[]): Record<string, string> {
  return Object.fromEntries(
    entities.flatMap((e) =>
      e.fields.filter((f) => f.unique).map((f) => [`${e.table}_${f.key}_uq`, `「${f.label}」已存在`]),
    ),
  );
}

const MESSAGES: Readonly<Record<string, string>> = { ...entityUniqueFields(ENTITIES), ...UNIQUE_FIELDS };

/** The message for a unique index, if it has one (tests check every index does). */
export const uniqueFieldMessage = (constraint: string): string | undefined =>
  Object.hasOwn(MESSAGES, constraint) ? MESSAGES[constraint] : undefined;

export function uniqueViolation(constraint: string | undefined): ApiError {
  return fail(ERR.conflict, (constraint && uniqueFieldMessage(constraint)) || '该数据已存在，请勿重复提交');
}
