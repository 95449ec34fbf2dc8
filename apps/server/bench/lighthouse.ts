// Lighthouse on the sign-in page and the 客户 list (signed in as 王强), mobile and desktop, cold and warm cache.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOKEN_COOKIE } from '@suwork/domain';
import lighthouse, { desktopConfig, type Config, type Flags, type RunnerResult } from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';

type Line = (label: string, value: string, target: string) => void;
type Vitals = { score: number; lcp: number; tbt: number; cls: number; fcp: number; benchmarkIndex: number };

/** Runs of each page, form factor and cache state; the median is printed (Lighthouse's own advice for noisy hosts). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const PAGES = [
  { name: 'sign-in page', path: '/login', signedIn: false },
  { name: '客户 list (王强)', path: '/customer/customer', signedIn: true },
] as const;

const FORMS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
] as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One Lighthouse run; a run whose trace came out broken (NO_NAVSTART and the like happen now and then) is redone. */
async function measure(url: string, flags: Flags, config: Config | undefined): Promise<Vitals> {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(url, flags, config))?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result');
    if (!lhr.runtimeError) return vitals(lhr);
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
}

function vitals(lhr: RunnerResult['lhr']): Vitals {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/Login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { token: string } };
  if (body.code !== 0) throw new Error(`sign-in as ${username}: ${body.msg}`);
  return body.data.token;
}

async function setSignedIn(context: BrowserContext, base: string, token: string | undefined) {
  await context.clearCookies();
  if (token)
    await context.addCookies([{ name: TOKEN_COOKIE, value: encodeURIComponent(token), url: base, sameSite: 'Lax' }]);
}

/**
 * Lighthouse's default mobile run (simulated Moto G Power: 4× slower CPU, 150 ms round trips, 1.6 Mbit/s) and its
 * desktop run. Cold: Lighthouse clears the HTTP cache first (it keeps cookies, so the member stays signed in). Warm:
 * the next load, right after a cold one, with the cache it left.
 */
export async function lighthouseScores(base: string, line: Line) {
  const distIndex = path.resolve(import.meta.dirname, '../../web/dist/index.html');
  if (!fs.existsSync(distIndex)) {
    console.log('\nLighthouse: web app not built (npm run build -w apps/web)');
    return;
  }
  const token = await signIn(base, '王强', '123456');
  const port = 9300 + Math.floor(Math.random() * 500);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'suwork-lighthouse-'));
  // Lighthouse drives the browser's default context through the debugging port; Playwright sets its cookies
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', `--remote-debugging-port=${port}`],
  });
  try {
    // the browser's first page lays out Chinese text with a font it has not loaded yet (some 200 ms, once per browser)
    const warmUp = await context.newPage();
    await warmUp.goto(`${base}/login`, { waitUntil: 'networkidle' });
    await warmUp.close();
    console.log(`\nLighthouse${RUNS > 1 ? ` (median of ${RUNS} runs)` : ''}: score, LCP, TBT, CLS`);
    const speeds: number[] = [];
    for (const form of FORMS) {
      for (const page of PAGES) {
        await setSignedIn(context, base, page.signedIn ? token : undefined);
        const cold: Vitals[] = [];
        const warm: Vitals[] = [];
        for (let i = 0; i < RUNS; i++) {
          const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
          cold.push(await measure(`${base}${page.path}`, flags, form.config));
          warm.push(await measure(`${base}${page.path}`, { ...flags, disableStorageReset: true }, form.config));
        }
        speeds.push(...cold.map((r) => r.benchmarkIndex), ...warm.map((r) => r.benchmarkIndex));
        for (const [cache, runs] of [
          ['cold', cold],
          ['warm', warm],
        ] as const) {
          const m = {
            score: median(runs.map((r) => r.score)),
            lcp: median(runs.map((r) => r.lcp)),
            tbt: median(runs.map((r) => r.tbt)),
            cls: median(runs.map((r) => r.cls)),
          };
          const goal = form.name === 'mobile' ? (cache === 'warm' ? '≥ 90' : '≥ 75') : 'printed';
          line(
            `  ${form.name} ${cache}: ${page.name}`,
            `${m.score} (LCP ${(m.lcp / 1000).toFixed(1)} s, TBT ${m.tbt.toFixed(0)} ms, CLS ${m.cls.toFixed(3)})`,
            `score ${goal}; LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1`,
          );
        }
      }
    }
    // Lighthouse times tasks on this machine and slows them 4× for a phone, assuming a fast desktop (an index of
    // 1300 and up); a busy machine scores lower than the page deserves
    line(
      '  this machine (Lighthouse benchmarkIndex, median)',
      `${median(speeds).toFixed(0)}`,
      'printed (≥ 1300: fast desktop)',
    );
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
