import fs from 'node:fs';
import path from 'node:path';
import { beforeEach } from 'vitest';
import { openPages } from './tests/support.ts';

const dir = path.join(import.meta.dirname, 'test-results');

// A failed browser test leaves what each of its pages showed: the address, the visible text and the browser's
// errors in the log, and a screenshot in e2e/test-results.
beforeEach(({ task, onTestFailed }) => {
  openPages.clear();
  onTestFailed(async () => {
    fs.mkdirSync(dir, { recursive: true });
    let n = 0;
    for (const [page, errors] of openPages) {
      if (page.isClosed()) continue;
      const file = path.join(dir, `${task.name.slice(0, 60).replace(/[^\w一-龥]+/g, '_')}-${++n}.png`);
      await page.screenshot({ path: file }).catch(() => undefined);
      const text = await page
        .locator('body')
        .innerText({ timeout: 2000 })
        .catch(() => '');
      console.log(
        `[page ${n}] ${page.url()} (screenshot ${file})\n${text.slice(0, 1500)}\n${errors.length ? `errors:\n${errors.join('\n')}` : ''}`,
      );
    }
  });
});
