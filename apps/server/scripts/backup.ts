// One verified archive of the database and the file store:
//   npm run backup [-- --out FILE]
// (the server's environment: DATABASE_URL for PostgreSQL, else DATA_DIR's embedded database, which must not be in use)
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupFileName } from '../src/core/ops/backup/archive-format.ts';
import { writeBackup } from '../src/core/ops/backup/backup.ts';
import { megabytes, openOpsTarget, userPath } from './ops-target.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
try {
  const target = await openOpsTarget();
  const out = values.out
    ? userPath(values.out)
    : path.join(target.config.dataDir, 'backups', backupFileName(new Date()));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const part = `${out}.part`;
  console.log(`正在备份 ${target.where} …`);
  try {
    const summary = await writeBackup(
      { database: target.database, filesDir: target.filesDir },
      fs.createWriteStream(part, { flags: 'wx' }),
    );
    fs.renameSync(part, out);
    console.log(
      `备份完成：${out}\n  ${summary.tables} 张数据表，${summary.rows} 行，${summary.files} 个文件，${megabytes(summary.bytes)}，数据库结构第 ${summary.migration_level} 版`,
    );
  } finally {
    fs.rmSync(part, { force: true });
    await target.database.close();
  }
} catch (err) {
  console.error(`备份失败：${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
