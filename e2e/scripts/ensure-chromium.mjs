// Browser tests use Debian's Chromium and CJK fonts; install them when missing (needs root, as on CI machines).
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const hasPackage = (name) => {
  try {
    execSync(`dpkg -s ${name}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const missing = [];
if (!fs.existsSync('/usr/bin/chromium')) missing.push('chromium');
if (!hasPackage('fonts-noto-cjk')) missing.push('fonts-noto-cjk');
if (missing.length > 0) {
  console.log(`Installing ${missing.join(' ')} with apt-get …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update', { stdio: 'inherit', env });
  execSync(`apt-get install -y --no-install-recommends ${missing.join(' ')}`, { stdio: 'inherit', env });
}
