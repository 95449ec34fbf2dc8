import { z } from 'zod';
import { idOf, okBody } from './envelope.ts';

/** OA配置 of one application form: enabled and attachments_required 1 是 / 2 否. */
export const oaFormSettingView = z.object({
  flow_type: z.number(),
  title: z.string(),
  enabled: z.number(),
  notice: z.string(),
  attachments_required: z.number(),
  has_attachments: z.boolean(),
});
export type OaFormSettingView = z.infer<typeof oaFormSettingView>;

/** An application as its detail shows it: the entity engine's record with its names and files. */
export const oaApplicationView = z.record(z.string(), z.unknown());

/** Every OA application's own calls: /api/<Controller>/add, resubmit, read. */
export const oaApplicationAnswers = {
  add: okBody(idOf('id')),
  resubmit: okBody(idOf('id')),
  read: okBody(oaApplicationView),
};

/** OA配置: /api/OaConfig/getList, save (both answer every form's setting). */
export const oaConfigAnswers = {
  getList: okBody(z.array(oaFormSettingView)),
  save: okBody(z.array(oaFormSettingView)),
};
