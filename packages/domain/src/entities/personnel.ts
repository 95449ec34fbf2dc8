import { defineEntity, f } from './define.ts';
import { EDUCATION, EMPLOYMENT_TYPE, GENDER, WORKER_STATUS } from './options.ts';

/**
 * 员工档案 (花名册): one record per member. 工号 and 职级 are also the member's (sys_user job_number, ranks)
 * and the department is the member's; the server keeps them equal (docs/decisions/0006-worker-record-and-member.md).
 */
export const workerEntity = /* @__PURE__ */ defineEntity({
  key: 'worker',
  controller: 'Worker',
  title: '员工档案',
  table: 'hr_worker',
  idKey: 'worker_id',
  titleField: 'job_number',
  node: 'personnel_roster',
  owned: false,
  fields: [
    f.text('job_number', '工号', {
      required: '请输入工号',
      max: 32,
      list: true,
      search: true,
      sort: true,
      unique: true,
    }),
    f.member('user_id', '成员', { required: '请选择成员', list: true, filter: true, unique: true, dialog: true }),
    f.department('dept_id', '所属部门', { writable: false, list: true, filter: true, index: true }),
    f.text('position', '职位', { max: 64, list: true, search: true }),
    f.text('ranks', '职级', { max: 64, list: true }),
    f.enumOf('employment_type', '用工类型', EMPLOYMENT_TYPE, {
      required: '请选择用工类型',
      defaultValue: 1,
      list: true,
      filter: true,
    }),
    f.enumOf('status', '员工状态', WORKER_STATUS, {
      required: '请选择员工状态',
      defaultValue: 1,
      list: true,
      filter: true,
    }),
    f.date('entry_date', '入职日期', { required: '请选择入职日期', list: true, filter: true, sort: true }),
    f.date('regular_date', '转正日期', { list: true, sort: true }),
    f.date('contract_start_date', '合同开始日期'),
    f.date('contract_end_date', '合同结束日期', { list: true, filter: true, sort: true }),
    // the list shows it masked (110***********1234); info and edit show it whole
    f.text('id_card', '身份证号', { max: 18, list: true, placeholder: '18位身份证号' }),
    f.enumOf('gender', '性别', GENDER),
    f.date('birthday', '出生日期'),
    f.enumOf('education', '学历', EDUCATION),
    f.text('emergency_contact', '紧急联系人', { max: 50 }),
    f.phone('emergency_phone', '紧急联系电话'),
    f.longText('remark', '备注', { max: 1000 }),
  ],
  sections: [
    {
      title: '任职信息',
      fields: [
        'user_id',
        'job_number',
        'position',
        'ranks',
        'employment_type',
        'status',
        'entry_date',
        'regular_date',
        'contract_start_date',
        'contract_end_date',
      ],
    },
    {
      title: '个人信息',
      fields: ['id_card', 'gender', 'birthday', 'education', 'emergency_contact', 'emergency_phone', 'remark'],
    },
  ],
  defaultSort: { field: 'entry_date', order: 'desc' },
  features: { log: true, export: true, import: { key: 'job_number' } },
  routes: { list: 'roster', add: 'addWorker', edit: 'editWorker', info: 'workerInfo' },
});
