import fastifySwagger from '@fastify/swagger';
import { CATALOGUE, ERR, TOKEN_COOKIE, nodeByName } from '@suwork/domain';
import * as contracts from '@suwork/domain/contracts';
import { ENTITIES } from '@suwork/domain/entities';
import { fileAnswer as fileBytes, fileAnswerOf } from '@suwork/domain/routes';
import type { FastifySchema, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { API_ALIASES, aliasesText } from './api-aliases.ts';
import { productVersion } from './ops/product-version.ts';
import type { App, RouteAuth } from './types.ts';

// The API description (OpenAPI 3.1), generated from the routes themselves: each route's zod request and answer
// schemas (through fastify-type-provider-zod), what it needs (`config.auth`: x-permission and security), a tag per
// controller and a Chinese summary. The envelope and the error codes are described once, under components.

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A multipart route's form (its file and fields), for the API document only: the handler reads the parts
     * itself (core/files/multipart.ts), so nothing here validates.
     */
    multipart?: ZodType;
  }
}

/**
 * The body of an answer that is not JSON (a file's bytes, a page, a script) as its handler sends it: Fastify sends a
 * buffer, stream or text as it is, so this only describes it (`json` is what the document says).
 */
export const rawBody = (json: { type: 'string'; format?: 'binary' }) =>
  z.custom<Buffer | NodeJS.ReadableStream | string>().meta(json);

/**
 * A route's 200 response: a file answer (fileAnswer in the domain's routes/files.ts) as the bytes of its media type,
 * so Fastify neither serializes nor documents it as JSON; any other answer as it is.
 */
export const responseOf = (answer: ZodType) => {
  const file = fileAnswerOf(answer);
  return file ? { description: file.description, content: { [file.mediaType]: { schema: answer } } } : answer;
};

/** A 200 answer that is a file's bytes, by media type (by default any: the file's own type), for a route registered without a route object. */
export const fileAnswer = (description: string, mediaType = '*/*') => responseOf(fileBytes(description, mediaType));

const SCHEMAS = '#/components/schemas';
const RESPONSES = '#/components/responses';

const BEARER = 'bearerAuth';
const COOKIE = 'cookieAuth';

/** What the realtime socket is, as its operation says it. */
const REALTIME_TEXT =
  '实时消息的 WebSocket：以会话 Cookie 登录，或在连接后 10 秒内发送第一条消息 {"token": "…"}；就绪时收到 {"type": "ready"}，之后推送本人的每条新消息。其他网站的页面发起的连接答 403。';

/** The x-permission of a route: its node, 'signedIn' or 'public'; a route under /api that declares nothing is denied to all. */
const permissionOf = (auth: RouteAuth | undefined): string =>
  auth === undefined ? 'denied' : typeof auth === 'object' ? auth.node : auth;

/** A node's title under its parent's: an action under its page (客户 › 新建), a page under its module (客户管理 › 客户). */
function nodeTitle(name: string): string {
  const node = nodeByName(name);
  const parent = CATALOGUE.byId.get(node.parent_id);
  return parent && node.kind !== parent.kind && name.startsWith(`${parent.node_name}_`)
    ? `${parent.title} › ${node.title}`
    : node.title;
}

/** Who may call a route, as the operation's description says it. */
function whoMay(route: RouteOptions): string {
  const auth = route.config?.auth;
  const cookie = route.config?.cookieToken ? '；浏览器中也可凭会话 Cookie 访问' : '';
  const session = route.config?.sessionOnly ? '；须登录会话，不接受访问令牌' : '';
  if (auth === 'public') return '无需登录';
  if (auth === 'signedIn') return `需登录（任一成员）${cookie}${session}`;
  if (auth && typeof auth === 'object') return `需权限节点 ${auth.node}（${nodeTitle(auth.node)}）${cookie}${session}`;
  return '未声明权限：任何人都会被拒绝';
}

/** The controller of /api/{Controller}/{action} (the first spelling registered, as controllers are case-insensitive). */
function controllerOf(url: string, seen: Map<string, string>): string {
  const raw = url.split('/')[2] ?? 'api';
  const key = raw.toLowerCase();
  if (!seen.has(key)) seen.set(key, raw);
  return seen.get(key)!;
}

const operationIdOf = (method: string, url: string, multiMethod: boolean) => {
  const id = url
    .replace(/^\/api\//, '')
    .split('/')
    .map((s) => s.replace(/^:/, '').replace(/\W+/g, '_'))
    .join('_');
  return multiMethod ? `${id}_${method.toLowerCase()}` : id;
};

/** Entity controllers are titled by their entity (or its public pool); the spec's names say whose they are. */
function controllerTitles(): Map<string, string> {
  const titles = new Map<string, string>();
  for (const def of ENTITIES) {
    titles.set(def.controller.toLowerCase(), def.title);
    if (def.pool) titles.set(def.pool.controller.toLowerCase(), def.pool.title);
  }
  for (const [alias, controller] of Object.entries(API_ALIASES)) {
    titles.set(
      alias.toLowerCase(),
      `${titles.get(controller.toLowerCase()) ?? controller}（产品规格中的名称，同 ${controller}）`,
    );
  }
  return titles;
}

type JsonSchema = Record<string, unknown>;
type Operation = {
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: JsonSchema }> } | { $ref: string }
  >;
  'x-permission'?: string;
  [k: string]: unknown;
};

/** Every body code of an HTTP status (ERR), for that status's shared response. */
function errorsByStatus(): Map<number, { code: number; msg: string }[]> {
  const out = new Map<number, { code: number; msg: string }[]>();
  for (const e of Object.values(ERR)) out.set(e.http, [...(out.get(e.http) ?? []), { code: e.code, msg: e.msg }]);
  return new Map([...out].sort(([a], [b]) => a - b));
}

const HTTP_TEXT: Record<number, string> = {
  400: '请求有误（msg 说明哪个字段、为何有误）',
  401: '未登录或登录已失效（body code 403：客户端应退出登录）',
  403: '没有权限',
  404: '不存在或无权查看',
  409: '冲突',
  413: '请求内容过大',
  415: '不支持的请求内容类型',
  429: '请求过于频繁',
  500: '服务器错误（详情只记在服务器日志）',
};

/** The envelope every JSON answer is, and the failure answer; one response per HTTP status of the error catalogue. */
function sharedComponents() {
  const byStatus = errorsByStatus();
  const table = [...byStatus.values()]
    .flat()
    .map((e) => `${e.code}：${e.msg}`)
    .join('；');
  const schemas: Record<string, JsonSchema> = {
    Envelope: {
      type: 'object',
      description: '每个 JSON 应答的信封：code 为 0 表示成功，其余为错误码（见 ErrorBody）。',
      required: ['code', 'msg', 'data'],
      properties: {
        code: { type: 'integer', description: '0 成功；非 0 为错误码' },
        msg: { type: 'string', description: '中文提示' },
        data: { description: '本接口的数据；失败时为 null' },
        count: { type: 'integer', description: '列表：符合条件的总数（超过 10,000 时为 10,000，capped 为 true）' },
        estimated: { type: 'boolean', description: '列表：count 为数据库的估算值' },
        capped: { type: 'boolean', description: '列表：多于 count 条' },
      },
    },
    ErrorBody: {
      description: `失败的应答：code 非 0，msg 为中文原因，data 为 null；原因在请求体的某个字段时 field 为该字段名。错误码：${table}。`,
      allOf: [{ $ref: `${SCHEMAS}/Envelope` }],
      properties: {
        code: { type: 'integer', enum: [...new Set([...byStatus.values()].flat().map((e) => e.code))] },
        data: { type: 'null' },
        field: { type: 'string', description: '出错的请求体字段（如 tax_number），表单在该字段下显示 msg' },
      },
    },
  };
  const responses: Record<string, JsonSchema> = {};
  for (const [http, errors] of byStatus) {
    responses[`Error${http}`] = {
      description: `${HTTP_TEXT[http] ?? '失败'}：${errors.map((e) => `code ${e.code} ${e.msg}`).join('；')}`,
      content: {
        'application/json': {
          schema: {
            allOf: [{ $ref: `${SCHEMAS}/ErrorBody` }],
            properties: { code: { enum: errors.map((e) => e.code) } },
          },
        },
      },
    };
  }
  return { schemas, responses, statuses: new Set(byStatus.keys()) };
}

/** An answer schema that is the envelope ({code, msg, data, …}) refers to Envelope and keeps only what is its own. */
function onEnvelope(schema: JsonSchema | undefined): JsonSchema | undefined {
  const props = schema?.properties as Record<string, unknown> | undefined;
  if (!schema || schema.type !== 'object' || !props || !('code' in props && 'msg' in props && 'data' in props))
    return undefined;
  const { code: _code, msg: _msg, ...own } = props;
  const required = ((schema.required as string[] | undefined) ?? []).filter((k) => k !== 'code' && k !== 'msg');
  return {
    allOf: [{ $ref: `${SCHEMAS}/Envelope` }],
    type: 'object',
    properties: own,
    ...(required.length ? { required } : {}),
  };
}

/** The failures an operation may answer, by what it needs and how it is called. */
function errorStatusesOf(method: string, permission: string): number[] {
  const writes = method === 'post' || method === 'put';
  return [
    400,
    ...(permission === 'public' ? [] : [401]),
    ...(permission !== 'public' && permission !== 'signedIn' ? [403] : []),
    404,
    ...(writes ? [409, 413, 415] : []),
    ...(permission === 'public' && writes ? [429] : []),
    500,
  ];
}

/**
 * A tree's node schema refers to itself, which JSON Schema can only write as a reference to a named schema: each
 * self-referring answer schema of the contracts becomes a component, named after its export (deptNodeView → DeptNode).
 * Once per process: the zod registry is global.
 */
let treesNamed = false;
function nameTreeSchemas() {
  if (treesNamed) return;
  treesNamed = true;
  for (const [name, value] of Object.entries(contracts)) {
    if (!(value instanceof z.ZodType) || z.globalRegistry.get(value)?.id) continue;
    const json = JSON.stringify(z.toJSONSchema(value, { io: 'output', cycles: 'ref', unrepresentable: 'any' }));
    if (json.includes('"$ref":"#"'))
      z.globalRegistry.add(value, {
        ...z.globalRegistry.get(value),
        id: name.replace(/View$/, '').replace(/^./, (c) => c.toUpperCase()),
      });
  }
}

/**
 * Registers @fastify/swagger before any route, so it sees them all; `app.swagger()` then builds the document on
 * first use and keeps it. Routes outside /api (the web app's files) are left out.
 */
export async function registerOpenApi(app: App) {
  const zodTransform = createJsonSchemaTransform({ skipList: [] });
  const zodTransformObject = createJsonSchemaTransformObject({});
  const controllers = new Map<string, string>();
  let methodsOf: Map<string, Set<string>> | undefined;

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'suwork API',
        version: productVersion(),
        description: [
          '由各接口自身的 zod 请求与应答定义生成。路径为 /api/{Controller}/{action}（不区分大小写）。',
          '每个 JSON 应答都是信封 {code, msg, data, count?}（components.schemas.Envelope），code 为 0 表示成功；失败的 code 与 HTTP 状态见 components.responses。',
          '每个操作的 x-permission 为它需要的权限节点（或 public / signedIn），description 写明其中文名称。',
          '请求头 Authorization: Bearer <token>（登录 POST /api/Login/login 所得）。',
          aliasesText(),
        ].join('\n\n'),
      },
      components: {
        securitySchemes: {
          [BEARER]: { type: 'http', scheme: 'bearer', description: '登录所得的 token（或个人访问令牌）' },
          [COOKIE]: {
            type: 'apiKey',
            in: 'cookie',
            name: TOKEN_COOKIE,
            description: '网页端保存的会话 token；仅少数 GET 接口接受（在浏览器中直接打开）',
          },
        },
      },
    },
    transform: ({ schema, url, route, ...document }) => {
      const config = route.config;
      if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
      nameTreeSchemas();
      methodsOf ??= app.routeAuth.reduce(
        (m, r) => m.set(r.url, (m.get(r.url) ?? new Set()).add(r.method)),
        new Map<string, Set<string>>(),
      );
      const method = [route.method].flat()[0];
      const websocket = (route as { websocket?: boolean }).websocket === true;
      // a multipart form is described as the body it is (multipart/form-data); the socket (hidden by
      // @fastify/websocket) is described as the upgrade it answers
      const given: FastifySchema = {
        ...schema,
        ...(config?.multipart ? { body: config.multipart, consumes: ['multipart/form-data'] } : {}),
        ...(websocket ? { hide: false } : {}),
      };
      const converted = { ...zodTransform({ schema: given, url, route, ...document }).schema };
      const permission = permissionOf(config?.auth);
      const node = typeof config?.auth === 'object' ? config.auth.node : undefined;
      const out: FastifySchema & Record<string, unknown> = {
        ...converted,
        operationId: operationIdOf(method, url, (methodsOf.get(url)?.size ?? 1) > 1),
        tags: converted.tags ?? [controllerOf(url, controllers)],
        summary: converted.summary ?? (node ? nodeTitle(node) : undefined),
        description: [
          config?.aliasOf ? `产品规格中的名称，与 ${config.aliasOf} 是同一接口。` : undefined,
          converted.description,
          `权限：${whoMay(route)}。`,
        ]
          .filter(Boolean)
          .join('\n\n'),
        'x-permission': permission,
        ...(node ? { 'x-permission-title': nodeTitle(node) } : {}),
        security:
          permission === 'public'
            ? []
            : config?.cookieToken
              ? [{ [BEARER]: [] }, { [COOKIE]: [] }]
              : [{ [BEARER]: [] }],
      };
      // the realtime socket answers the upgrade, never a 200
      if (websocket) {
        out.response = { 101: { description: 'Switching Protocols：升级为 WebSocket 连接', type: 'null' } };
        out.description = `${REALTIME_TEXT}\n\n${out.description}`;
      }
      if (!out.summary) delete out.summary;
      return { schema: out, url };
    },
    transformObject: (document) => {
      const object = zodTransformObject(document) as {
        components?: Record<string, Record<string, unknown>>;
        paths?: Record<string, Record<string, Operation>>;
        tags?: unknown[];
      };
      const shared = sharedComponents();
      const titles = controllerTitles();
      object.components = {
        ...object.components,
        schemas: { ...object.components?.schemas, ...shared.schemas },
        responses: { ...object.components?.responses, ...shared.responses },
      };
      for (const operations of Object.values(object.paths ?? {})) {
        for (const [method, op] of Object.entries(operations)) {
          const responses = (op.responses ??= {});
          const ok = responses['200'];
          if (ok && 'description' in ok && ok.description === 'Default Response') ok.description = '成功';
          const json = ok && 'content' in ok ? ok.content?.['application/json'] : undefined;
          const wrapped = onEnvelope(json?.schema);
          if (json && wrapped) json.schema = wrapped;
          for (const status of errorStatusesOf(method, op['x-permission'] ?? 'denied')) {
            if (shared.statuses.has(status) && !responses[status])
              responses[status] = { $ref: `${RESPONSES}/Error${status}` };
          }
        }
      }
      // the trees are answers only: their request-side copies are referenced by nothing
      const text = JSON.stringify(object.paths);
      for (const name of Object.keys(object.components.schemas ?? {})) {
        if (name.endsWith('Input') && !text.includes(`"${SCHEMAS}/${name}"`)) delete object.components.schemas![name];
      }
      const tags = [
        ...new Set(
          Object.values(object.paths ?? {}).flatMap((operations) =>
            Object.values(operations).flatMap((op) => (op.tags as string[] | undefined) ?? []),
          ),
        ),
      ];
      object.tags = tags.map((name) => ({
        name,
        ...(titles.has(name.toLowerCase()) ? { description: titles.get(name.toLowerCase()) } : {}),
      }));
      return object as ReturnType<typeof zodTransformObject>;
    },
  });
}
