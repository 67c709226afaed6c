/**
 * The browser's own ResizeObserver, standing in for `resize-observer-polyfill` in the build
 * (web/vite.config.ts): every browser the back office runs in has had it since 2020, and the
 * polyfill would otherwise travel with every table and menu.
 */
export default globalThis.ResizeObserver;
