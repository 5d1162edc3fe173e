/** Served as /sandbox/sandbox.css: the CSP allows styles from this origin only, never inline. */
export const sandboxCss = `
:root { color-scheme: light; font-family: system-ui, sans-serif; color: #1b1f24; background: #f6f7f9; }
body { margin: 0; }
header { background: #0b3d91; padding: 0.75rem 1.5rem; }
header a { color: #fff; font-weight: 600; text-decoration: none; }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.5rem; }
table { width: 100%; border-collapse: collapse; background: #fff; }
th, td { text-align: left; vertical-align: top; padding: 0.5rem 0.75rem; border-bottom: 1px solid #d8dce2; }
th { background: #eef1f5; }
.message { white-space: pre-wrap; overflow-wrap: anywhere; }
.empty { color: #5a6270; }
.notice { background: #fff4d6; border-left: 4px solid #b7791f; padding: 0.75rem 1rem; }
form { margin: 0 0 1rem; display: flex; gap: 0.5rem; align-items: center; }
input, button { font: inherit; padding: 0.35rem 0.6rem; }
a { color: #0b3d91; }
`;
