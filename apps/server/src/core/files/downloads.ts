import { randomBytes } from 'node:crypto';
import { eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { downloads, files } from '../../db/schema.ts';
import { hashToken } from '../sessions.ts';
import type { FileStorage } from './storage.ts';

/** A download link works this long. */
export const DOWNLOAD_TTL_MS = 10 * 60_000;
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const PURGE_BATCH = 100;

/** `userId`: the member the link was made for (who exported, or asked for the template or report) */
export type DownloadTarget = { storageKey: string; fileName: string; userId: number };

/**
 * Short-lived links to generated files (exports, templates, error reports). The token (256 random bits) is
 * the credential; only its SHA-256 is stored.
 */
export class DownloadService {
  constructor(
    private db: Db,
    private storage: FileStorage,
    private now: () => Date,
  ) {}

  /** A link to `/api/Common/download?token=…`, valid for ten minutes. */
  async create(userId: number, storageKey: string, fileName: string): Promise<string> {
    await this.purgeExpired();
    const token = randomBytes(32).toString('base64url');
    await this.db.insert(downloads).values({
      token_hash: hashToken(token),
      storage_key: storageKey,
      file_name: fileName.slice(0, 255),
      user_id: userId,
      expires_at: new Date(this.now().getTime() + DOWNLOAD_TTL_MS),
    });
    return `/api/Common/download?token=${token}`;
  }

  /** The file of a valid, unexpired token; null otherwise. */
  async resolve(token: string | undefined): Promise<DownloadTarget | null> {
    if (!token || !TOKEN_RE.test(token)) return null;
    const [row] = await this.db
      .select()
      .from(downloads)
      .where(eq(downloads.token_hash, hashToken(token)));
    if (!row || row.expires_at.getTime() <= this.now().getTime()) return null;
    return { storageKey: row.storage_key, fileName: row.file_name, userId: row.user_id };
  }

  /** Drops expired links and the generated files nothing else refers to (uploaded files are kept). */
  private async purgeExpired(): Promise<void> {
    const expired = await this.db
      .select({ token_hash: downloads.token_hash, storage_key: downloads.storage_key })
      .from(downloads)
      .where(lt(downloads.expires_at, this.now()))
      .limit(PURGE_BATCH);
    if (expired.length === 0) return;
    await this.db.delete(downloads).where(
      inArray(
        downloads.token_hash,
        expired.map((e) => e.token_hash),
      ),
    );
    const keys = [...new Set(expired.map((e) => e.storage_key))];
    const [kept, linked] = await Promise.all([
      this.db.select({ key: files.storage_key }).from(files).where(inArray(files.storage_key, keys)),
      this.db.select({ key: downloads.storage_key }).from(downloads).where(inArray(downloads.storage_key, keys)),
    ]);
    const inUse = new Set([...kept, ...linked].map((r) => r.key));
    for (const key of keys) if (!inUse.has(key)) await this.storage.remove(key).catch(() => undefined);
  }
}
