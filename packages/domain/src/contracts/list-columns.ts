import { z } from 'zod';
import { dateTime, okBody } from './envelope.ts';

/** One column of a member's 列设置: its key (a list column of the entity), shown or hidden, its width (null: the default). */
export const listColumnSettingView = z.object({ key: z.string(), hidden: z.boolean(), width: z.number().nullable() });
/**
 * A member's 列设置 of one list (the entity key), in the member's order; `columns` empty: the defaults. Columns the
 * entity no longer lists are left out.
 */
export const listColumnsView = z.object({
  list: z.string(),
  columns: z.array(listColumnSettingView),
  update_time: dateTime(),
});
export type ListColumnSetting = z.infer<typeof listColumnSettingView>;
export type ListColumns = z.infer<typeof listColumnsView>;

/** 列设置 of the engine's lists, per member: /api/ListColumn/<name>. */
export const listColumnAnswers = {
  get: okBody(listColumnsView),
  save: okBody(listColumnsView),
};
