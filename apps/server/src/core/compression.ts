import fastifyCompress from '@fastify/compress';
import type { App } from './types.ts';

/**
 * Text types worth compressing: @fastify/compress's default list without its `octet-stream`, which is what stored
 * files of unknown or unsafe type (HTML, SVG, archives...) are downloaded as. Types this rejects still go through
 * the plugin's mime-db check, which leaves images, video, audio, PDF, zip, rar, 7z and Office files alone: their
 * bytes are compressed already.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]text(?:;|$)|[+/]xml(?:;|$)/;

/**
 * API answers of 1 KB and more are compressed, brotli or gzip as the client's Accept-Encoding prefers. The web
 * app's files are not: they are compressed once at build time and served from their .br/.gz siblings (spa.ts).
 * Request bodies are never decompressed, so uploads (multipart included) reach their routes as sent. Partial
 * answers (206 / Content-Range) are never compressed; websocket upgrades never reach the plugin's onSend.
 * Register before any route: the plugin hooks into routes as they are added.
 */
export async function registerCompression(app: App) {
  // runs before the plugin's own onRoute hook, which reads `compress`
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // answers up to 64 KB (a list page) are compressed in one call on the request's own turn: the stream path sends
    // them through the thread pool and back, which cost a 10 KB page about a millisecond on two cores, and leaves
    // the answer without a length
    syncThreshold: 64 * 1024,
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
}
