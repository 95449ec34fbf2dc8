import { ERR } from '@suwork/domain';
import { fail, type ApiError } from './envelope.ts';

/**
 * Unique indexes and what their clash means to a client, by index name. A unique violation the code did not
 * foresee (two people saving the same name at once) answers 409 with the field named.
 */
const UNIQUE_FIELDS: Readonly<Record<string, string>> = {
  sys_role_name_uq: '角色名称已存在',
};

export function uniqueViolation(constraint: string | undefined): ApiError {
  return fail(ERR.conflict, (constraint && UNIQUE_FIELDS[constraint]) || '该数据已存在，请勿重复提交');
}
