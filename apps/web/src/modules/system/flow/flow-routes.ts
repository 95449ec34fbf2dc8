import { generatePath } from 'react-router';
import { routePath } from '../../../engine/route-paths.ts';

/** The 审批设置 page of a template. */
export const flowSettingPath = (id: number) => generatePath(routePath('flowSetting'), { id: String(id) });
