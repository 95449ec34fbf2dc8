import path from 'node:path';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@suwork/domain/routes';
import type { App } from '../types.ts';
import { DownloadService } from './downloads.ts';
import { S3Storage } from './s3-storage.ts';
import { LocalStorage, type FileStorage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
    downloads: DownloadService;
  }
}

// editor and attachment uploads (spec §9: 20971520 bytes), as doUpload's form describes them
export { UPLOAD_MAX_BYTES };

/** Multipart parsing (one file per request), the storage driver and download links. */
export async function registerFiles(app: App): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
    throwFileSizeLimit: false,
  });
  const { s3, dataDir, now } = app.config;
  const storage: FileStorage = s3 ? new S3Storage(s3, now) : new LocalStorage(path.join(dataDir, 'files'), now);
  if (storage instanceof S3Storage) app.addHook('onClose', async () => storage.client.destroy());
  app.decorate('storage', storage);
  app.decorate('downloads', new DownloadService(app.database.db, storage, app.config.now));
}
