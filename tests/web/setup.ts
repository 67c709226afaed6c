import { cleanup, configure } from '@testing-library/react';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import { afterEach } from 'vitest';

/**
 * jsdom lacks a few browser APIs antd relies on (media queries for Grid, ResizeObserver for tables
 * and overflow, getComputedStyle of pseudo-elements); plain stand-ins are enough for component tests.
 */
dayjs.locale('vi');

// antd screens take seconds to render in jsdom on a busy 2-core machine; 5 s is too tight.
// The same holds for waitFor / findBy: their 1 s default fails a right answer that renders late.
configure({ asyncUtilTimeout: 5_000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}

const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element, pseudo?: string | null) => realGetComputedStyle(elt, pseudo ? undefined : pseudo);

if (!window.scrollTo) window.scrollTo = () => undefined;
Element.prototype.scrollTo ??= function scrollTo() {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
