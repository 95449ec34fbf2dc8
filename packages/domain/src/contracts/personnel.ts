import { z } from 'zod';
import { dateTime, idOf, listBody, okBody } from './envelope.ts';

/** One line of a property handover. */
export const handoverItemView = z.object({ item_name: z.string(), quantity: z.number(), remark: z.string() });
/** A property handover as the list shows it; item_summary reads 笔记本电脑×1、显示器×2. */
export const handoverView = z.object({
  handover_id: z.number(),
  id: z.number(),
  from_user_id: z.number(),
  from_user_name: z.string(),
  to_user_id: z.number(),
  to_user_name: z.string(),
  /** 'YYYY-MM-DD' */
  handover_date: z.string(),
  items: z.array(handoverItemView),
  item_summary: z.string(),
  reason: z.string(),
  /** 1 待确认, 2 已确认 */
  status: z.number(),
  attachments: z.array(z.number()),
  confirm_time: dateTime(),
  create_user_id: z.number(),
  create_user_name: z.string(),
  create_time: dateTime(),
  update_time: dateTime(),
});
export const handoverFileView = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  size: z.number(),
  ext: z.string(),
});
/** One handover in full: its attachments' files too. */
export const handoverDetailView = handoverView.extend({ attachments_files: z.array(handoverFileView) });
/** One line of a handover's operation log. */
export const handoverLogView = z.object({
  id: z.number(),
  create_time: dateTime(),
  user_name: z.string().nullable(),
  content: z.string(),
  action: z.string(),
});
export type HandoverItemView = z.infer<typeof handoverItemView>;
export type HandoverRow = z.infer<typeof handoverView>;
export type HandoverDetail = z.infer<typeof handoverDetailView>;
export type HandoverLogLine = z.infer<typeof handoverLogView>;

const handoverId = okBody(idOf('handover_id'));

/** 财产交接: /api/PropertyHandover/<name>. */
export const propertyHandoverAnswers = {
  getList: listBody(handoverView),
  info: okBody(handoverDetailView),
  add: handoverId,
  update: handoverId,
  del: okBody(z.object({ count: z.number() })),
  confirm: handoverId,
  getLog: listBody(handoverLogView),
};
