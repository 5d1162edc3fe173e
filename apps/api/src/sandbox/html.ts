/** Markup that is already escaped (or written by us); anything else interpolated into `html` is escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/** Tagged template for server-rendered pages: every value is escaped unless it is SafeHtml. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** Plain text with its http(s) links made clickable, so a tester can follow a link from a sent e-mail. */
export function linkify(text: string): SafeHtml {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return html`${parts.map((part, index) => (index % 2 === 1 ? html`<a href="${part}">${part}</a>` : part))}`;
}

export function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Selfcare sandbox</title>
<link rel="stylesheet" href="/sandbox/sandbox.css">
<link rel="icon" href="data:,">
</head>
<body>
<header><a href="/sandbox">Selfcare sandbox</a></header>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>
`.value;
}
