import { ERR, TOKEN_COOKIE } from '@suwork/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import type { RegisteredRoute } from '../src/core/auth.ts';
import { appForFile } from './harness.ts';
import { memberWithNodes } from './org-fixtures.ts';

// The API description: read as a client reads it (GET /api/openapi.json) and held against the route table the
// server registered, route by route.

const { t, admin } = await appForFile();

type Schema = {
  type?: string;
  properties?: Record<string, unknown>;
  allOf?: { $ref?: string }[];
  $ref?: string;
  required?: string[];
};
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: { in: string; name: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: Schema }> }>;
  security?: Record<string, string[]>[];
  'x-permission'?: string;
  'x-permission-title'?: string;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
};

let doc: Document;
beforeAll(async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/openapi.json',
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = res.json();
});

const apiRoutes = () => t.app.routeAuth.filter((r) => r.url.startsWith('/api/'));
const pathOf = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const operationOf = (r: RegisteredRoute) => doc.paths[pathOf(r.url)]?.[r.method.toLowerCase()];
const permissionOf = (r: RegisteredRoute) => (typeof r.auth === 'object' ? r.auth.node : r.auth);
/** The fields a request schema declares, as JSON Schema reads them (objects behind transforms too). */
const fieldsOf = (schema: unknown) =>
  Object.keys(
    (z.toJSONSchema(schema as ZodType, { io: 'input', unrepresentable: 'any' }) as Schema).properties ?? {},
  ).sort();
const isWebSocket = (r: RegisteredRoute) => r.url === '/api/realtime';

describe('the API description', () => {
  it('is an OpenAPI 3.1 document with paths and shared components', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBe('suwork API');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(500);
    expect(doc.components.schemas.Envelope.required).toEqual(['code', 'msg', 'data']);
    expect(doc.components.schemas.ErrorBody.allOf).toEqual([{ $ref: '#/components/schemas/Envelope' }]);
    expect(doc.components.securitySchemes).toHaveProperty('bearerAuth');
    // one shared response per HTTP status of the error catalogue, naming its body codes
    for (const e of Object.values(ERR))
      expect(JSON.stringify(doc.components.responses[`Error${e.http}`])).toContain(String(e.code));
    // every reference points into the document
    const refs = [...new Set([...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]))];
    expect(refs.length).toBeGreaterThan(2);
    const missing = refs.filter(
      (ref) =>
        !ref.startsWith('#/') ||
        ref
          .slice(2)
          .split('/')
          .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], doc) === undefined,
    );
    expect(missing, JSON.stringify(missing)).toEqual([]);
  });

  it('has exactly the registered routes, each once, with unique operation ids', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(
      apiRoutes()
        .map((r) => `${r.method} ${pathOf(r.url)}`)
        .sort(),
    );
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes every route with its request schema, its 200 answer and its permission', () => {
    const problems: string[] = [];
    for (const r of apiRoutes()) {
      const name = `${r.method} ${r.url}`;
      const op = operationOf(r);
      if (!op) {
        problems.push(`${name}: missing`);
        continue;
      }
      if (op['x-permission'] !== permissionOf(r)) problems.push(`${name}: x-permission ${op['x-permission']}`);
      if (typeof r.auth === 'object' && !op['x-permission-title']) problems.push(`${name}: no node title`);
      if (r.auth !== 'public' && !op.security?.some((s) => 'bearerAuth' in s))
        problems.push(`${name}: no bearer security`);
      if (r.auth === 'public' && op.security?.length !== 0) problems.push(`${name}: public but secured`);
      if (!op.tags?.length) problems.push(`${name}: no tag`);
      // request: the query, path and body fields the route validates
      const params = (where: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => p.name)
          .sort();
      if (r.schema?.querystring && params('query').join() !== fieldsOf(r.schema.querystring).join())
        problems.push(`${name}: query ${params('query').join()}`);
      if (r.schema?.params && params('path').join() !== fieldsOf(r.schema.params).join())
        problems.push(`${name}: path ${params('path').join()}`);
      const body = op.requestBody?.content;
      if (r.schema?.body && !body?.['application/json']?.schema) problems.push(`${name}: no JSON body`);
      if (
        r.schema?.body &&
        JSON.stringify(Object.keys(body?.['application/json']?.schema?.properties ?? {}).sort()) !==
          JSON.stringify(fieldsOf(r.schema.body))
      ) {
        problems.push(`${name}: body fields`);
      }
      // every write takes input: a JSON body, a multipart form or (the object store's parts) a query
      if (r.method !== 'GET' && !body && !r.schema?.querystring) problems.push(`${name}: takes no described input`);
      if (
        body?.['multipart/form-data'] &&
        !JSON.stringify(body['multipart/form-data'].schema).includes('"format":"binary"')
      )
        problems.push(`${name}: form without a file`);
      // answer: a schema for 200 (the socket answers its upgrade instead)
      const answer = isWebSocket(r) ? op.responses['101'] : op.responses['200'];
      const content = answer?.content;
      if (
        !isWebSocket(r) &&
        (!content || Object.values(content).some((c) => !c.schema || Object.keys(c.schema).length === 0))
      )
        problems.push(`${name}: no 200 schema`);
      if (!isWebSocket(r) && !(r.schema as { response?: unknown } | undefined)?.response)
        problems.push(`${name}: route declares no answer`);
      if (r.auth !== 'public' && op.responses['401']?.$ref !== '#/components/responses/Error401')
        problems.push(`${name}: no 401`);
      if (typeof r.auth === 'object' && op.responses['403']?.$ref !== '#/components/responses/Error403')
        problems.push(`${name}: no 403`);
    }
    expect(problems).toEqual([]);
  });

  it('gives the envelope once and each answer its own data', () => {
    const list = doc.paths['/api/Customer/getList'].get;
    const schema = list.responses['200'].content!['application/json'].schema!;
    expect(schema.allOf).toEqual([{ $ref: '#/components/schemas/Envelope' }]);
    expect(Object.keys(schema.properties!)).toEqual(expect.arrayContaining(['data', 'count']));
    const row = (schema.properties!.data as { items: Schema }).items;
    expect(row.properties).toHaveProperty('enterprise_name');
    expect(row.properties).toHaveProperty('owner_user_name');
    expect(list['x-permission']).toBe('customer_customer');
    expect(list['x-permission-title']).toBe('客户管理 › 客户');
    expect(list.summary).toBe('客户列表');
    const add = doc.paths['/api/Tag/addGroup'].post;
    expect(Object.keys(add.requestBody!.content['application/json'].schema!.properties!)).toContain('group_name');
    expect(add['x-permission']).toBe('system_tagList_add');
    expect(add.summary).toContain('标签管理');
    const pdf = doc.paths['/api/Offer/pdf'].get.responses['200'].content!;
    expect(pdf['application/pdf'].schema).toMatchObject({ type: 'string', format: 'binary' });
    const upload = doc.paths['/api/Upload/doUpload'].post.requestBody!.content['multipart/form-data'].schema!;
    expect(upload.properties).toHaveProperty('file');
  });

  it('is for members holding the node: others are refused, strangers are told to sign in', async () => {
    const member = await memberWithNodes(t, ['customer_customer']);
    for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/swagger-ui-bundle.js']) {
      const denied = await t.call('GET', url, { token: member.token });
      expect(denied.status).toBe(403);
      expect(denied.body).toMatchObject({ code: ERR.noPermission.code, msg: ERR.noPermission.msg });
      const stranger = await t.call('GET', url);
      expect(stranger.status).toBe(401);
      expect(stranger.body).toMatchObject({ code: ERR.notSignedIn.code });
    }
  });

  it('opens in a browser tab with the session cookie and loads its scripts from this server', async () => {
    const cookie = `${TOKEN_COOKIE}=${admin}`;
    const page = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
    const styles = [...page.body.matchAll(/<link[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/api/docs/swagger-ui-bundle.js', '/api/docs/docs.js']);
    expect(page.body).not.toMatch(/<script>|https?:\/\//);
    for (const src of [...scripts, ...styles]) {
      const res = await t.app.inject({ method: 'GET', url: src, headers: { cookie } });
      expect(res.statusCode, src).toBe(200);
      expect(res.headers['content-type']).toMatch(src.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
      expect(res.body.length).toBeGreaterThan(src.endsWith('docs.js') ? 100 : 10_000);
    }
    const start = await t.app.inject({ method: 'GET', url: '/api/docs/docs.js', headers: { cookie } });
    expect(start.body).toContain("url: '/api/openapi.json'");
    expect(start.body).toContain('validatorUrl: null');
    // the document itself opens the same way
    expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { cookie } })).statusCode).toBe(200);
    // no other file is served from there
    expect((await t.call('GET', '/api/docs/index.html', { token: admin })).status).toBe(400);
  });
});
