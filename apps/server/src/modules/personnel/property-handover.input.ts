import { z } from 'zod';
import { isDate } from '../../core/time-format.ts';
import { idField, idParam, pageShape } from '../../core/kit/index.ts';

// Inputs of 财产交接 (/api/PropertyHandover/*), with Chinese messages naming the field.

const memberId = (message: string) => idField(message);
const handoverId = idParam('请选择交接单');
const day = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .refine(isDate, `${label}应为 YYYY-MM-DD 格式的日期`);

export const itemInput = z.strictObject({
  item_name: z.string({ error: '请输入物品名称' }).trim().min(1, '请输入物品名称').max(100, '物品名称不能超过100个字符'),
  quantity: z.number({ error: '物品数量应为正整数' }).int('物品数量应为正整数').min(1, '物品数量应为正整数').max(1_000_000, '物品数量不能超过1000000'),
  remark: z.string({ error: '物品备注应为文本' }).trim().max(200, '物品备注不能超过200个字符').default(''),
});

const fields = {
  from_user_id: memberId('请选择交出人'),
  to_user_id: memberId('请选择接收人'),
  handover_date: day('交接日期'),
  items: z.array(itemInput, { error: '请添加交接物品' }).min(1, '请添加交接物品').max(100, '交接物品最多100项'),
  reason: z.string({ error: '交接原因应为文本' }).trim().max(500, '交接原因不能超过500个字符').default(''),
  attachments: z
    .array(memberId('附件应为编号'), { error: '附件应为编号列表' })
    .max(20, '附件最多20个')
    .transform((ids) => [...new Set(ids)])
    .default([]),
};

export const addBody = z.strictObject(fields);
export const updateBody = z.strictObject({ handover_id: handoverId, ...fields });
export const idBody = z.strictObject({ handover_id: handoverId });
export const idQuery = z.strictObject({ handover_id: handoverId });
export const delBody = z.strictObject({
  ids: z.array(idField('请选择要删除的交接单'), { error: '请选择要删除的交接单' }).min(1, '请选择要删除的交接单').max(100, '一次最多删除100条'),
});

export const listQuery = z.strictObject({
  ...pageShape(),
  /** 1 待确认, 2 已确认 */
  status: z.coerce.number({ error: '状态的取值无效' }).int().min(1, '状态的取值无效').max(2, '状态的取值无效').optional(),
  from_user_id: idParam().optional(),
  to_user_id: idParam().optional(),
  /** an item name or the reason contains it */
  keyword: z.string().trim().max(100, '关键词不能超过100个字符').optional(),
  handover_date_start: day('开始日期').optional(),
  handover_date_end: day('结束日期').optional(),
});

export type HandoverInput = z.infer<typeof addBody>;
