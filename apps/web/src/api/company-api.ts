import type { CompanyInfo, companyInfoAnswers, DataOf } from '@suwork/domain/contracts';
import { http } from './http.ts';

export type { CompanyInfo };

/** One cached copy for the 公司信息 card and every printed document, so a save shows on the next 打印. */
export const COMPANY_INFO_KEY = ['company', 'info'] as const;

/** 公司信息: the name and logo printed on documents (GET for any member, update for 选项配置 editors). */
export const companyApi = {
  get: ({ signal, silent }: { signal?: AbortSignal; silent?: boolean } = {}) => http.get<DataOf<typeof companyInfoAnswers.info>>('/api/Company/info', undefined, { signal, silent }),
  /** `logo_id` a file id from Upload/doUpload; 0 removes the logo */
  update: (body: { company_name: string; logo_id: number }) => http.post<DataOf<typeof companyInfoAnswers.update>>('/api/Company/update', body),
};
