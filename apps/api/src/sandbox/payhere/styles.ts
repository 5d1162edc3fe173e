/** Served as /sandbox/payhere/payhere.css: the gateway pages' layout, on top of the sandbox stylesheet. */
export const payhereCss = `
.payhere { max-width: 34rem; }
.sandbox-name { margin: 0; color: #fff; font-weight: 600; }
.payhere h2 { font-size: 1.1rem; margin: 1.25rem 0 0.5rem; }
.order dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; }
.order dt { color: #5a6270; }
.order dd { margin: 0; overflow-wrap: anywhere; }
.order .amount { font-weight: 700; font-size: 1.15rem; }
.card-form { display: grid; gap: 0.75rem; align-items: stretch; margin: 1.25rem 0; }
.card-form .field { display: grid; gap: 0.25rem; margin: 0; }
.card-form input { max-width: 20rem; }
.card-form input[aria-invalid='true'] { border: 2px solid #b3261e; }
.field-error { color: #b3261e; }
.actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
button { cursor: pointer; border-radius: 4px; border: 1px solid #0b3d91; background: #0b3d91; color: #fff; }
button.secondary { background: #fff; color: #0b3d91; }
button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
.alert { border-left: 4px solid #b3261e; background: #fdecea; padding: 0.5rem 0.75rem; }
.outcome { font-weight: 600; }
.outcome.success { color: #1e6b2f; }
.test-cards td, .test-cards th { padding: 0.35rem 0.5rem; }
code { overflow-wrap: anywhere; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
