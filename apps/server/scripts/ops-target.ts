import path from 'node:path';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { claimDataDir } from '../src/core/ops/data-dir-claim.ts';

// What the backup and restore commands work on: the database and file store the server would use with the same
// environment (DATABASE_URL, DATA_DIR, S3_*).

export type OpsTarget = { config: AppConfig; database: Database; filesDir: string | undefined; where: string };

export async function openOpsTarget(): Promise<OpsTarget> {
  const config = loadConfig();
  if (!config.databaseUrl)
    claimDataDir(
      config.dataDir,
      (pid) =>
        `嵌入式数据库正由运行中的 suwork 服务（pid ${pid}）使用，同一时间只能由一个进程打开：请先停止服务再执行此命令（或在 系统 › 数据备份 中立即备份）`,
    );
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
    statementTimeoutMs: 0,
  });
  const where = config.databaseUrl ? redactedUrl(config.databaseUrl) : `${config.dataDir}（嵌入式数据库）`;
  return { config, database, filesDir: config.s3 ? undefined : path.join(config.dataDir, 'files'), where };
}

/** A path typed by the user, relative to the folder they typed it in (npm runs scripts elsewhere). */
export const userPath = (p: string) => path.resolve(process.env.INIT_CWD || process.cwd(), p);

const redactedUrl = (url: string) => {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'PostgreSQL';
  }
};

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
