import type { FastifySchemaCompiler } from 'fastify';
import { z, type ZodType } from 'zod';
import { invalid } from './envelope.ts';

z.config(z.locales.zhCN());

const WHERE: Record<string, string> = { body: '请求体', querystring: '查询参数', params: '路径参数', headers: '请求头' };

/** The first issue as one Chinese sentence that names the field. */
export function describeIssue(issue: z.core.$ZodIssue, httpPart?: string): string {
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    return `不允许的字段：${issue.keys.map((k) => (field ? `${field}.${k}` : k)).join('、')}`;
  }
  if (!field) {
    return issue.code === 'invalid_type' ? `${WHERE[httpPart ?? 'body'] ?? '请求数据'}格式错误：应为对象` : issue.message;
  }
  // A message written in the schema is already a complete sentence (e.g. 请输入成员名).
  if (!issue.message.startsWith('无效') && !issue.message.includes('期望')) return issue.message;
  return `字段 ${field}：${issue.message}`;
}

/** Fastify validator compiler for zod schemas: rejects with one clear Chinese message. */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema, httpPart }) => (data) => {
  const result = schema.safeParse(data);
  if (result.success) return { value: result.data };
  return { error: invalid(describeIssue(result.error.issues[0], httpPart)) };
};
