// Restores an archive written by `npm run backup` into an empty database and file store, and checks it:
//   npm run restore -- FILE [--force [--yes]]
// --force replaces what the target holds (asks to confirm unless --yes); nothing changes if any check fails.
import fs from 'node:fs';
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { RestoreRefused, restoreBackup, targetContents } from '../src/core/ops/backup/restore.ts';
import { openOpsTarget, userPath } from './ops-target.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean' }, yes: { type: 'boolean' } },
});

async function confirmed(where: string, tables: number, files: number): Promise<boolean> {
  if (values.yes) return true;
  if (!process.stdin.isTTY) {
    console.error('--force 会删除目标中的现有数据：非交互运行时请同时加 --yes 确认');
    return false;
  }
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(
    `将删除 ${where} 中现有的 ${tables} 张数据表和 ${files} 个文件，以备份替换。确认请输入 yes：`,
  );
  rl.close();
  return answer.trim().toLowerCase() === 'yes';
}

const file = positionals[0];
if (!file) {
  console.error('用法：npm run restore -- 备份文件 [--force [--yes]]');
  process.exit(1);
}
const archive = userPath(file);
if (!fs.existsSync(archive)) {
  console.error(`找不到备份文件：${archive}`);
  process.exit(1);
}
try {
  const target = await openOpsTarget();
  try {
    const present = await targetContents(target);
    if (
      values.force &&
      (present.tables > 0 || present.files > 0) &&
      !(await confirmed(target.where, present.tables, present.files))
    ) {
      console.error('已取消，未做任何改动');
      process.exitCode = 1;
    } else {
      console.log(`正在恢复 ${archive} 到 ${target.where} …`);
      const s = await restoreBackup(fs.createReadStream(archive), target, { force: values.force });
      console.log(
        `恢复完成，数据校验一致：${s.tables} 张数据表，${s.rows} 行，${s.files} 个文件（备份于 ${s.created_at}，suwork ${s.version}，${s.from.kind === 'pglite' ? '嵌入式数据库' : 'PostgreSQL'} ${s.from.version}）`,
      );
    }
  } finally {
    await target.database.close();
  }
} catch (err) {
  console.error(
    err instanceof RestoreRefused ? err.message : `恢复失败：${err instanceof Error ? err.message : String(err)}`,
  );
  process.exitCode = 1;
}
