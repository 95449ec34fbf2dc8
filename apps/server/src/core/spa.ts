import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERR } from '@suwork/domain';
import { errorBody } from './envelope.ts';
import type { App } from './types.ts';

/** Serves the built web app; unknown GET paths get index.html (history routing), unknown API paths an envelope. */
export async function registerSpa(app: App, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // files are looked up per request, so a rebuilt web app is served without a restart
      wildcard: true,
      index: ['index.html'],
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0];
    if (url.startsWith('/api/') || req.method !== 'GET' || /\.[a-z0-9]+$/i.test(url)) {
      return reply.status(ERR.routeNotFound.http).send(errorBody(ERR.routeNotFound.code, ERR.routeNotFound.msg));
    }
    if (!hasWeb) return reply.status(404).type('text/plain; charset=utf-8').send('前端尚未构建：请运行 npm start');
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
