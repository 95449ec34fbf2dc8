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
      // the build writes .br/.gz siblings of text files (apps/web/scripts/precompress.mjs): the one the client's
      // Accept-Encoding takes is sent (with the original's Content-Type and `Vary: accept-encoding`), else the file
      // itself. sendFile('index.html') below takes them too.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Not async and returning nothing: Fastify would wait on a returned reply on top of sendFile's own wait, and each
  // wait adds listeners to the streamed response (Node warns past ten).
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    if (url.startsWith('/api/') || req.method !== 'GET' || /\.[a-z0-9]+$/i.test(url)) {
      reply.status(ERR.routeNotFound.http).send(errorBody(ERR.routeNotFound.code, ERR.routeNotFound.msg));
    } else if (!hasWeb) {
      reply.status(404).type('text/plain; charset=utf-8').send('前端尚未构建：请运行 npm start');
    } else {
      reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
  });
}
