/**
 * Stands in for the `resize-observer-polyfill` package that ahooks (antd-mobile) imports: every
 * browser the build targets (es2020) has ResizeObserver, so the polyfill's 13 KB never load
 * (vite.config.ts aliases the package here).
 */
export default globalThis.ResizeObserver;
