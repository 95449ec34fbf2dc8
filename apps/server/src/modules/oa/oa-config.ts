import { APPLICATIONS, type EntityDef, type OaFormSetting } from '@suwork/domain/entities';

import type { Db } from '../../db/client.ts';

import { readSetting, writeSetting } from '../../core/kit/index.ts';

/** OA配置 (sys_setting 'oa_forms'): per flow_type, whether the form is offered and how it is filled in. */
export const OA_CONFIG_KEY = 'oa_forms';
export const ENABLED = 1;
export const DISABLED = 2;

type Stored = Record<string, Partial<Pick<OaFormSetting, 'enabled' | 'notice' | 'attachments_required'>>>;

const hasAttachments = (def: EntityDef) => def.fields.some((f) => f.type === 'attachments');

/** Every application form with its setting; a form never configured is enabled, without 说明, attachments optional. */
export async function readOaConfig(db: Db): Promise<OaFormSetting[]> {
  const stored = ((await readSetting(db, OA_CONFIG_KEY)) ?? {}) as Stored;
  return APPLICATIONS.map((def) => {
    const s = stored[String(def.flowType)] ?? {};
    const withFiles = hasAttachments(def);
    return {
      flow_type: def.flowType!,
      title: def.title,
      enabled: s.enabled ?? ENABLED,
      notice: s.notice ?? '',
      attachments_required: withFiles ? (s.attachments_required ?? DISABLED) : DISABLED,
      has_attachments: withFiles,
    };
  });
}

export async function writeOaConfig(
  db: Db,
  forms: readonly Pick<OaFormSetting, 'flow_type' | 'enabled' | 'notice' | 'attachments_required'>[],
  now: Date,
) {
  const current = await readOaConfig(db);
  const value: Stored = {};
  for (const c of current) {
    const next = forms.find((f) => f.flow_type === c.flow_type) ?? c;
    value[String(c.flow_type)] = {
      enabled: next.enabled,
      notice: next.notice,
      attachments_required: c.has_attachments ? next.attachments_required : DISABLED,
    };
  }
  await writeSetting(db, OA_CONFIG_KEY, value, now);
}
