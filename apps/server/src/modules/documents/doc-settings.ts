import { DOC_SETTINGS_DEFAULT, type DocSettings } from '@suwork/domain';
import type { Db } from '../../db/client.ts';
import { settingsRecord } from '../../core/kit/index.ts';

/** 文档设置 (sys_setting 'doc_settings'); what was never saved takes the defaults. */
const docSettings = settingsRecord<DocSettings>('doc_settings', DOC_SETTINGS_DEFAULT);
export const DOC_SETTINGS_KEY = docSettings.key;

export const readDocSettings = (db: Db) => docSettings.read(db);
export const writeDocSettings = (db: Db, value: DocSettings) => docSettings.save(db, value);
