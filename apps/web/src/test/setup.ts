import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { checkConsole, installConsoleGuard } from './console-guard.ts';
import { speedUpComputedStyle } from './fast-computed-style.ts';
import { mediaQueryList } from './media-query.ts';

// A test that prints a console error or warning fails (see the file; expectConsoleError for one it means to print).
installConsoleGuard();

// Files share workers (vitest.config.ts), yet each file gets its own instance of every app module, with fresh
// module state, as in a worker of its own; only what Node loads from node_modules (react, antd, ...) is kept.
vi.resetModules();

// jsdom tests each element against every CSS rule antd injected; see the file for the indexed lookup.
speedUpComputedStyle(window);

// jsdom has no pseudo-element styles: asked for one (antd measures `::-webkit-scrollbar`), it logs "not implemented"
// and answers with the element's own style. This answers the same without the log.
const WITHOUT_PSEUDO = Symbol.for('suwork.getComputedStyleWithoutPseudo');
const win = window as typeof window & { [WITHOUT_PSEUDO]?: boolean };
if (!win[WITHOUT_PSEUDO]) {
  win[WITHOUT_PSEUDO] = true;
  const getComputedStyle = window.getComputedStyle;
  window.getComputedStyle = function getComputedStyleWithoutPseudo(this: Window, elt: Element) {
    return getComputedStyle.call(this, elt);
  };
}

// Pages load lazily (their chunk is transformed on first use), which can take longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
  // after cleanup: what unmounting printed belongs to the test too
  checkConsole('Console output of the test');
});

// what arrives after a file's last test (a late timer or promise) fails the file
afterAll(() => checkConsole('Console output after the last test of the file'));

// antd's responsive helpers need matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => mediaQueryList(query, false);
}

// jsdom does not implement scrolling.
window.scrollTo = () => {};

// jsdom's Blob lacks text() and arrayBuffer(), which browsers have. Since Node 24, Response.blob() builds its Blob
// from the global Blob, jsdom's here (Node 20 and 22 answered with their own, which has both).
for (const [method, read] of [
  ['text', 'readAsText'],
  ['arrayBuffer', 'readAsArrayBuffer'],
] as const) {
  if (!(method in Blob.prototype)) {
    Object.defineProperty(Blob.prototype, method, {
      configurable: true,
      writable: true,
      value(this: Blob) {
        return new Promise((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result);
          reader.onerror = () => reject(reader.error);
          reader[read](this);
        });
      },
    });
  }
}

// antd's tabs and menus observe their size; jsdom has no layout, so nothing ever changes.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
