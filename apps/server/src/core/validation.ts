import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { z, type ZodType } from 'zod';
import { invalid } from './envelope.ts';

z.config(z.locales.zhCN());

const WHERE: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/** The first issue as one Chinese sentence that names the field. */
export function describeIssue(issue: z.core.$ZodIssue, httpPart?: string): string {
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    return `不允许的字段：${issue.keys.map((k) => (field ? `${field}.${k}` : k)).join('、')}`;
  }
  if (!field) {
    return issue.code === 'invalid_type'
      ? `${WHERE[httpPart ?? 'body'] ?? '请求数据'}格式错误：应为对象`
      : issue.message;
  }
  // A message written in the schema is already a complete sentence (e.g. 请输入成员名).
  if (!issue.message.startsWith('无效') && !issue.message.includes('期望')) return issue.message;
  return `字段 ${field}：${issue.message}`;
}

/** Fastify validator compiler for zod schemas: rejects with one clear Chinese message. */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const issue = result.error.issues[0];
    // a body field's own problem is shown at that field of the form (a row's cell at its rows field)
    const field =
      httpPart === 'body' && issue.code !== 'unrecognized_keys' && typeof issue.path[0] === 'string'
        ? issue.path[0]
        : undefined;
    return { error: invalid(describeIssue(issue, httpPart), field) };
  };

export { idCsv, idField, idParam, MAX_ID } from '@suwork/domain/routes';

/** C0 control characters other than tab, newline and carriage return, and DEL: never stored, never searched for. */
const CONTROL_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Where in a parsed request part a string or key carries a control character ('' for the part itself). */
export function controlCharAt(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return CONTROL_CHAR.test(value) ? path : undefined;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [k, v] of Object.entries(value)) {
    const at = path ? `${path}.${k}` : k;
    if (CONTROL_CHAR.test(k)) return at;
    const found = controlCharAt(v, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The one text rule, for every route whatever its schema: no text in the path, query or body carries NUL or another
 * control character (tab and line breaks aside); such a request changes nothing and says which field is wrong.
 */
export function registerTextRule(app: FastifyInstance) {
  app.addHook('preValidation', (req, _reply, done) => {
    for (const part of [req.params, req.query, req.body]) {
      const at = controlCharAt(part);
      if (at !== undefined) return done(invalid(at ? `字段 ${at}：不能包含控制字符` : '请求内容不能包含控制字符'));
    }
    done();
  });
}
