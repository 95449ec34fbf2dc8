import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { TOKEN_COOKIE } from '@suwork/domain';
import { z } from 'zod';
import { rawBody } from './openapi.ts';
import type { App } from './types.ts';

// The API description for administrators: /api/openapi.json (OpenAPI 3.1) and /api/docs, a reference page (Swagger
// UI) whose files come from this server, read only when the page is opened; the web app's bundle never holds them.
// A browser tab opened from the signed-in web app carries the session cookie, so these GET routes accept it.

/** Whoever manages roles reads what each route needs: the document names every route's permission node. */
export const API_DOCS_NODE = 'system_roleManagement';

const auth = { node: API_DOCS_NODE };
const DOCS_TAGS = ['docs'];

/** The page's own files, by the name the page asks for: Swagger UI's (from @fastify/swagger-ui) and the start script. */
const ASSETS = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
  'docs.js': { file: undefined, type: 'text/javascript; charset=utf-8' },
} as const;
type AssetName = keyof typeof ASSETS;

const assetParams = z.strictObject({
  name: z.enum(Object.keys(ASSETS) as [AssetName, ...AssetName[]], { error: '文件不存在' }),
});

/** The document itself (not an envelope): its version, title and paths are named, the rest is kept as built. */
const openApiDocumentView = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
  components: z.record(z.string(), z.unknown()),
});

const PAGE = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>suwork API 文档</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/docs.js"></script>
</body>
</html>
`;

/**
 * Starts Swagger UI on the document. "Try it out" sends the web app's session token (its cookie) as the bearer
 * token unless one was entered under Authorize; no validator or other site is contacted (the CSP allows none).
 */
const START_SCRIPT = `(function () {
  var COOKIE = ${JSON.stringify(TOKEN_COOKIE)};
  function sessionToken() {
    var found = document.cookie.split('; ').filter(function (c) { return c.indexOf(COOKIE + '=') === 0; })[0];
    return found ? decodeURIComponent(found.slice(COOKIE.length + 1)) : '';
  }
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    docExpansion: 'none',
    defaultModelsExpandDepth: 0,
    filter: true,
    validatorUrl: null,
    requestInterceptor: function (req) {
      var token = sessionToken();
      if (token && !req.headers.Authorization) req.headers.Authorization = 'Bearer ' + token;
      return req;
    }
  });
})();
`;

/** Swagger UI's files as @fastify/swagger-ui ships them (found when first asked for). */
let swaggerUiDir: string | undefined;
const staticDir = () =>
  (swaggerUiDir ??= path.join(path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')), 'static'));

export function registerApiDocs(app: App) {
  app.get(
    '/api/openapi.json',
    {
      config: { auth, cookieToken: true },
      schema: {
        summary: 'API 描述（OpenAPI 3.1）',
        tags: DOCS_TAGS,
        response: { 200: openApiDocumentView },
      },
    },
    // built on first use and kept by @fastify/swagger (the routes do not change while the server runs)
    async (_req, reply) =>
      reply.header('cache-control', 'no-cache').send(app.swagger() as z.infer<typeof openApiDocumentView>),
  );

  app.get(
    '/api/docs',
    {
      config: { auth, cookieToken: true },
      schema: {
        summary: 'API 文档页面',
        tags: DOCS_TAGS,
        response: {
          200: {
            description: 'Swagger UI 页面，读取 /api/openapi.json',
            content: { 'text/html': { schema: rawBody({ type: 'string' }) } },
          },
        },
      },
    },
    async (_req, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );

  app.get(
    '/api/docs/:name',
    {
      config: { auth, cookieToken: true },
      schema: {
        summary: 'API 文档页面的脚本与样式',
        tags: DOCS_TAGS,
        params: assetParams,
        response: {
          200: {
            description: 'Swagger UI 的脚本或样式（由本服务器提供）',
            content: {
              'text/javascript': { schema: rawBody({ type: 'string' }) },
              'text/css': { schema: rawBody({ type: 'string' }) },
            },
          },
        },
      },
    },
    async (req, reply) => {
      const asset = ASSETS[req.params.name];
      reply.type(asset.type).header('cache-control', 'no-cache');
      return asset.file
        ? reply.send(fs.createReadStream(path.join(staticDir(), asset.file)))
        : reply.send(START_SCRIPT);
    },
  );
}
