import { format } from 'node:util';

/**
 * Every console.error and console.warn a test prints fails that test (src/test/setup.ts): antd's deprecation
 * notices, React's warnings and jsdom's "not implemented" all arrive there, and a clean run keeps them visible.
 *
 * The state lives on globalThis: files share workers and every file loads this module afresh
 * (vi.resetModules in the setup), while the console wrapper is installed once per worker.
 */
type Method = 'error' | 'warn';
type Expected = { method: Method; pattern: RegExp; seen: number };
type GuardState = { unexpected: string[]; expected: Expected[] };

const KEY = Symbol.for('suwork.consoleGuard');
const globals = globalThis as unknown as Record<symbol, GuardState | undefined>;
const state: GuardState = (globals[KEY] ??= { unexpected: [], expected: [] });

/**
 * Messages that are not ours to fix: each says why. Matched against the whole printed text (for jsdom's errors,
 * `jsdom: <message>` and, for a stylesheet it could not read, the sheet's text); they are dropped, not shown.
 */
const ALLOWED: readonly RegExp[] = [
  // antd writes some component tokens as empty custom properties (`--ant-tabs-horizontal-item-margin:;`), which CSS
  // allows and browsers read; jsdom's CSS parser rejects the whole sheet. Such a sheet only declares that
  // component's variables, which jsdom does not resolve anyway.
  /^jsdom: Could not parse CSS stylesheet\n[\s\S]*--ant-[\w-]+:;/,
  // A popup inside a dialog (a date picker's panel in 写跟进) is drawn into a container that rc-component/portal
  // attaches one commit later, after the popup's trigger has compared the two elements' root nodes. Development
  // builds only, in browsers as well; printed once per worker.
  /^Warning: trigger element and popup element should in same shadow root\.$/,
  // antd's ColorPicker takes a picker without a colour (标签组's optional 颜色) for a transparent one and warns that
  // disabledAlpha makes it opaque; nothing is picked, so nothing changes. Printed once per worker.
  /^Warning: \[antd: ColorPicker\] `disabledAlpha` will make the alpha to be 100% when use alpha color\.$/,
  // jsdom does not resolve var(): antd's `padding: var(--ant-input-padding-block) …` reads as '', so the auto-sizing
  // TextArea (OA配置's 填写说明) measures a NaN height, which React refuses. Browsers resolve it. Once per worker.
  /^`NaN` is an invalid value for the `height` css style property\.$/,
];

/** Lets the current test print a console.error matching `pattern` (at least once); a test that never does fails. */
export function expectConsoleError(pattern: RegExp) {
  state.expected.push({ method: 'error', pattern, seen: 0 });
}

/** Lets the current test print a console.warn matching `pattern` (at least once); a test that never does fails. */
export function expectConsoleWarn(pattern: RegExp) {
  state.expected.push({ method: 'warn', pattern, seen: 0 });
}

const INSTALLED = Symbol.for('suwork.consoleGuard.installed');

/** Records a message unless it is allowed or expected; true when it was recorded. */
function record(method: Method, text: string) {
  if (ALLOWED.some((p) => p.test(text))) return false;
  const expected = state.expected.find((e) => e.method === method && e.pattern.test(text));
  if (expected) {
    expected.seen++;
    return false;
  }
  state.unexpected.push(`console.${method}: ${text}`);
  return true;
}

type JsdomError = Error & { type?: string; sheetText?: string; cause?: unknown };
type VirtualConsole = {
  removeAllListeners(event: string): void;
  on(event: string, listener: (e: JsdomError) => void): void;
};
const hookedConsoles = new WeakSet<object>();

/**
 * Wraps console.error and console.warn (once per worker), and takes over jsdom's own errors ("not implemented",
 * unreadable stylesheets), which jsdom prints straight to the process's stderr past vitest's console: expected and
 * allowed messages are swallowed, others recorded (and still printed).
 */
export function installConsoleGuard() {
  const g = globalThis as unknown as Record<symbol, boolean>;
  if (!g[INSTALLED]) {
    g[INSTALLED] = true;
    for (const method of ['error', 'warn'] as const) {
      const original = console[method].bind(console);
      console[method] = (...args: unknown[]) => {
        if (record(method, format(...args))) original(...args);
      };
    }
  }
  const virtualConsole = (window as unknown as { _virtualConsole?: VirtualConsole })._virtualConsole;
  if (virtualConsole && !hookedConsoles.has(virtualConsole)) {
    hookedConsoles.add(virtualConsole);
    virtualConsole.removeAllListeners('jsdomError');
    virtualConsole.on('jsdomError', (e) => {
      const text = `jsdom: ${e.message}${e.sheetText === undefined ? '' : `\n${e.sheetText}`}`;
      if (record('error', text)) process.stderr.write(`${text.slice(0, 2000)}\n`);
    });
  }
}

/** Throws, naming what was printed, when the test printed something unexpected or missed an expected message; resets. */
export function checkConsole(when: string) {
  const unexpected = state.unexpected.splice(0);
  const missed = state.expected.filter((e) => e.seen === 0);
  state.expected = [];
  const problems = [
    ...unexpected.map((u) => `printed ${u.length > 2000 ? `${u.slice(0, 2000)}…` : u}`),
    ...missed.map((e) => `never printed the expected console.${e.method} matching ${String(e.pattern)}`),
  ];
  if (problems.length) throw new Error(`${when}:\n${problems.join('\n')}`);
}
