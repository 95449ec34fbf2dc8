import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { speedUpComputedStyle } from './fast-computed-style.ts';

// Files share workers (vitest.config.ts), yet each file gets its own instance of every app module, with fresh
// module state, as in a worker of its own; only what Node loads from node_modules (react, antd, ...) is kept.
vi.resetModules();

// jsdom tests each element against every CSS rule antd injected; see the file for the indexed lookup.
speedUpComputedStyle(window);

// Pages load lazily (their chunk is transformed on first use), which can take longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
});

// antd's responsive helpers need matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

// jsdom does not implement scrolling.
window.scrollTo = () => {};

// antd's tabs and menus observe their size; jsdom has no layout, so nothing ever changes.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
