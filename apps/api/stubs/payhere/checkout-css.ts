/** Served as /lib/checkout.css: enough to read the stub's pages, nothing PayHere-like. */
export const checkoutCss = `body { font: 16px system-ui, sans-serif; margin: 0; color: #1b1f24; }
main { max-width: 32rem; margin: 0 auto; padding: 1rem; }
input { font: inherit; padding: 0.3rem; width: 100%; box-sizing: border-box; }
button { font: inherit; padding: 0.3rem 0.8rem; }
.problem, [role="alert"] { color: #a4000f; }
ul { padding-left: 1rem; }
`;
