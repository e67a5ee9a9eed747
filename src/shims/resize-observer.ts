// react-slick imports resize-observer-polyfill; every browser the site supports has ResizeObserver,
// so the 2.7 KB polyfill is replaced by the browser's own (read when the slider mounts, never on the server).
export default globalThis.ResizeObserver;
