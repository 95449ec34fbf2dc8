import type { CompanyInfo } from '@suwork/domain/contracts';
import { companyInfoRoutes, type InputOf } from '@suwork/domain/routes';
import { call } from './call.ts';

export type { CompanyInfo };

/** One cached copy for the 公司信息 card and every printed document, so a save shows on the next 打印. */
export const COMPANY_INFO_KEY = ['company', 'info'] as const;

/** 公司信息: the name and logo printed on documents (GET for any member, update for 选项配置 editors). */
export const companyApi = {
  get: ({ signal, silent }: { signal?: AbortSignal; silent?: boolean } = {}) =>
    call(companyInfoRoutes.info, undefined, { signal, silent }),
  /** `logo_id` a file id from Upload/doUpload; 0 removes the logo */
  update: (body: InputOf<typeof companyInfoRoutes.update>) => call(companyInfoRoutes.update, body),
};
