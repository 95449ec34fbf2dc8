import fs from 'node:fs';
import path from 'node:path';

// The embedded database is one process's at a time: a second server, or a backup or restore command, opening the
// same folder while a server runs would corrupt it. The process holding it writes its pid in the data folder.

const PID_FILE = 'suwork.pid';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of another live process holding the data folder, if any. */
export function holderOf(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, PID_FILE), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claims the data folder for this process (what `holder` says doing when another holds it); returns the release.
 * A pid file left by a process that has ended is taken over.
 */
export function claimDataDir(dataDir: string, refusal: (pid: number) => string): () => void {
  const holder = holderOf(dataDir);
  if (holder) throw new Error(refusal(holder));
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, PID_FILE);
  fs.writeFileSync(file, String(process.pid));
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file);
    } catch {
      /* gone already */
    }
  };
  process.once('exit', release);
  return release;
}
