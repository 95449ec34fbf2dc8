import { DOC_SETTINGS_DEFAULT, type DocSettings } from '@suwork/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

/** 文档设置 (sys_setting 'doc_settings'); what was never saved takes the defaults. */
export const DOC_SETTINGS_KEY = 'doc_settings';

export async function readDocSettings(db: Db): Promise<DocSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, DOC_SETTINGS_KEY));
  return { ...DOC_SETTINGS_DEFAULT, ...((row?.value ?? {}) as Partial<DocSettings>) };
}

export async function writeDocSettings(db: Db, value: DocSettings) {
  await db
    .insert(settings)
    .values({ key: DOC_SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, update_time: sql`now()` } });
}
