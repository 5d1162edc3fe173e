import type { Checkout } from './checkout-request';
import { TEST_CARDS } from './test-cards';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - PayHere stub</title>
<link rel="stylesheet" href="/lib/checkout.css">
<script src="/lib/checkout-page.js" defer></script>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** What a typed field looked like, refilled when the form comes back with problems (never the CVV). */
export interface Typed {
  card_number?: string;
  card_expiry?: string;
  card_holder_name?: string;
}

function field(name: string, label: string, attributes: string, problems: Record<string, string>, value = '') {
  const problem = problems[name];
  const described = problem ? ` aria-invalid="true" aria-describedby="${name}-problem"` : '';
  return `<p><label for="${name}">${label}</label><br>
<input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attributes}${described}>${
    problem ? `<br><span class="problem" id="${name}-problem">${escapeHtml(problem)}</span>` : ''
  }</p>`;
}

/** The card form of an accepted checkout, with PayHere's sandbox test cards to pick from. */
export function checkoutPage(
  checkoutId: string,
  checkout: Checkout,
  problems: Record<string, string> = {},
  typed: Typed = {},
): string {
  const cards = TEST_CARDS.map(
    (card) =>
      `<li><button type="button" data-card-number="${card.number}">Use</button> ${card.method} ${card.number}: ${escapeHtml(
        card.answer.statusCode === 2 ? 'approved' : `declined (${card.answer.statusMessage})`,
      )}</li>`,
  ).join('\n');
  const heading = checkout.preapprove
    ? 'Approve your card for automatic payments'
    : `Pay ${escapeHtml(checkout.currency)} ${escapeHtml(checkout.amount)}`;
  const body = `<h1>${heading}</h1>
<p>${escapeHtml(checkout.items)}, order <span data-order-id>${escapeHtml(checkout.orderId)}</span>, merchant ${escapeHtml(checkout.merchant.merchantId)}</p>
<form method="post" action="/pay/card" data-order="${escapeHtml(checkout.orderId)}">
<input type="hidden" name="checkout_id" value="${checkoutId}">
${field('card_number', 'Card number', 'inputmode="numeric" autocomplete="off" autofocus', problems, typed.card_number)}
${field('card_expiry', 'Expiry (MM/YY)', 'autocomplete="off" placeholder="MM/YY"', problems, typed.card_expiry)}
${field('card_cvv', 'CVV', 'inputmode="numeric" autocomplete="off"', problems)}
${field('card_holder_name', 'Name on card', 'autocomplete="off"', problems, typed.card_holder_name ?? `${checkout.customer.firstName} ${checkout.customer.lastName}`.trim())}
<p><button type="submit">${checkout.preapprove ? 'Approve' : 'Pay'}</button></p>
</form>
<form method="post" action="/pay/cancel">
<input type="hidden" name="checkout_id" value="${checkoutId}">
<p><button type="submit">Cancel payment</button></p>
</form>
<h2>Test cards</h2>
<p>Any future expiry and any CVV.</p>
<ul>
${cards}
</ul>`;
  return page('Checkout', body);
}

/** A refused checkout, with PayHere's reason. */
export function errorPage(message: string): string {
  return page('Payment refused', `<h1>Payment request refused</h1>\n<p role="alert">${escapeHtml(message)}</p>`);
}

/**
 * The end of an onsite checkout: the page's script posts the event to the merchant's page (the SDK),
 * at the merchant page's origin only.
 */
export function reportPage(report: {
  event: 'completed' | 'dismissed';
  orderId: string;
  pageOrigin: string;
  title: string;
  message: string;
}): string {
  const body = `<h1>${escapeHtml(report.title)}</h1>
<p>${escapeHtml(report.message)}</p>
<div id="payhere-report" hidden data-event="${report.event}" data-order-id="${escapeHtml(report.orderId)}" data-page-origin="${escapeHtml(report.pageOrigin)}"></div>`;
  return page(report.title, body);
}
