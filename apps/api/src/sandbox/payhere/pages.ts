import { sandboxCards } from '../../integrations/sandbox-cards';
import { rupees } from '../../lib/rupees';
import { html, page, type SafeHtml } from '../html';
import type { CardProblems } from './card-form';
import type { ChargeOutcome } from './charge';
import type { Delivery } from './delivery';
import type { SandboxOrder } from './order';

export const PAYHERE_BASE = '/sandbox/payhere';

/** What a gateway page tells the popup script that framed it (payhere.js): see checkout-script.ts. */
type FrameEvent = 'completed' | 'dismissed' | 'error';

const groupedCardNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The pages shown in the popup's frame: the gateway's own styles and the frame script, no inline script
 * or style (the CSP). Unlike the other sandbox pages, the header does not link to the sandbox index:
 * that page refuses to be framed, so following the link would leave a broken popup mid-payment.
 */
function gatewayPage(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Selfcare sandbox</title>
<link rel="stylesheet" href="/sandbox/sandbox.css">
<link rel="stylesheet" href="${PAYHERE_BASE}/payhere.css">
<link rel="icon" href="data:,">
</head>
<body>
<header><p class="sandbox-name">Selfcare sandbox</p></header>
<main>
<h1>${title}</h1>
<div class="payhere">${body}</div>
</main>
<script src="${PAYHERE_BASE}/checkout.js" defer></script>
</body>
</html>
`.value;
}

/** Tells the framing popup what happened, once the page has loaded (checkout.js reads it). */
function report(event: FrameEvent, orderId: string | null, message: string | null): SafeHtml {
  return html`<div id="payhere-report" hidden data-event="${event}" data-order-id="${orderId ?? ''}" data-message="${message ?? ''}"></div>`;
}

function orderSummary(order: SandboxOrder): SafeHtml {
  return html`<section class="order" aria-labelledby="order-heading">
<h2 id="order-heading">Your order</h2>
<dl>
<dt>Merchant</dt><dd>Selfcare (merchant ${order.merchantId})</dd>
<dt>Item</dt><dd>${order.items}</dd>
<dt>Order</dt><dd>${order.orderId}</dd>
${
  order.preapprove
    ? html`<dt>Amount</dt><dd>Nothing now: the card is kept on file for the merchant's later charges</dd>`
    : html`<dt>Amount</dt><dd class="amount">${rupees(order.amount)}</dd>`
}
${order.recurrence ? html`<dt>Billing</dt><dd>Every ${order.recurrence}, ${order.duration ?? 'Forever'}</dd>` : ''}
</dl>
</section>`;
}

interface FieldAttributes {
  autocomplete: string;
  inputmode?: string;
  placeholder?: string;
  autofocus?: boolean;
  value?: string | undefined;
}

function field(name: string, label: string, problem: string | undefined, attributes: FieldAttributes): SafeHtml {
  const errorId = `${name}-error`;
  const optional = [
    attributes.inputmode && html` inputmode="${attributes.inputmode}"`,
    attributes.placeholder && html` placeholder="${attributes.placeholder}"`,
    attributes.autofocus && html` autofocus`,
    attributes.value && html` value="${attributes.value}"`,
    problem && html` aria-invalid="true" aria-describedby="${errorId}"`,
  ];
  return html`<p class="field">
<label for="${name}">${label}</label>
<input id="${name}" name="${name}" required autocomplete="${attributes.autocomplete}"${optional}>
${problem && html`<span class="field-error" id="${errorId}">${problem}</span>`}
</p>`;
}

function testCards(): SafeHtml {
  const rows = sandboxCards.map(
    (card) => html`<tr>
<td><code>${groupedCardNumber(card.number)}</code></td>
<td>${card.brand}</td>
<td>${card.label}</td>
<td><button type="button" class="secondary" data-card-number="${card.number}" aria-label="Use card ${groupedCardNumber(card.number)}">Use</button></td>
</tr>`,
  );
  return html`<section class="test-cards" aria-labelledby="test-cards-heading">
<h2 id="test-cards-heading">Test cards</h2>
<p>Use any expiry date in the future and any 3-digit CVV. Any other card number is declined.</p>
<table>
<thead><tr><th scope="col">Card number</th><th scope="col">Brand</th><th scope="col">Outcome</th><th scope="col"><span class="visually-hidden">Use</span></th></tr></thead>
<tbody>${rows}</tbody>
</table>
</section>`;
}

/** The hosted payment page: the order, the card form, and the test cards. */
export function checkoutPage(
  order: SandboxOrder,
  sealedOrder: string,
  problems: CardProblems = {},
  typed: { cardNumber?: string; expiry?: string } = {},
): string {
  const invalid = Object.keys(problems).length > 0;
  return gatewayPage(
    order.preapprove ? 'Card approval' : 'Card payment',
    html`<div data-payhere-order="${order.orderId}">
${orderSummary(order)}
${invalid ? html`<p class="alert" role="alert">Please correct the card details.</p>` : ''}
<form class="card-form" method="post" action="${PAYHERE_BASE}/pay">
<input type="hidden" name="order" value="${sealedOrder}">
${field('card_number', 'Card number', problems.cardNumber, {
  autocomplete: 'cc-number',
  inputmode: 'numeric',
  autofocus: true,
  value: typed.cardNumber,
})}
${field('expiry', 'Expiry (MM/YY)', problems.expiry, { autocomplete: 'cc-exp', placeholder: 'MM/YY', value: typed.expiry })}
${field('cvv', 'CVV', problems.cvv, { autocomplete: 'cc-csc', inputmode: 'numeric' })}
<div class="actions">
<button type="submit">${order.preapprove ? 'Approve the card' : html`Pay ${rupees(order.amount)}`}</button>
<button type="submit" class="secondary" formaction="${PAYHERE_BASE}/cancel" formnovalidate>Cancel</button>
</div>
</form>
${testCards()}
</div>`,
  );
}

function deliveryNote(delivery: Delivery): SafeHtml {
  return html`<p>The portal was notified at <code>${delivery.url}</code> (HTTP ${delivery.status}).</p>`;
}

/**
 * After the charge: PayHere reports a finished payment as completed whether it was approved or not; the
 * merchant learns the outcome from its notification and its own server.
 */
export function resultPage(order: SandboxOrder, outcome: ChargeOutcome, delivery: Delivery): string {
  return gatewayPage(
    outcome.title,
    html`${report('completed', order.orderId, null)}
<p class="${outcome.statusCode === 2 ? 'outcome success' : 'outcome'}">${outcome.statusMessage}</p>
${orderSummary(order)}
${deliveryNote(delivery)}
<p><a href="${order.returnUrl}">Return to the merchant</a></p>`,
  );
}

/** The payer cancelled: nothing was charged and the merchant is not notified. */
export function cancelledPage(order: SandboxOrder): string {
  return gatewayPage(
    'Payment cancelled',
    html`${report('dismissed', order.orderId, null)}
<p class="outcome">No payment was taken.</p>
${orderSummary(order)}
<p><a href="${order.cancelUrl}">Return to the merchant</a></p>`,
  );
}

/** A request the gateway refuses (bad hash, unknown merchant, a tampered session). */
export function errorPage(message: string, orderId: string | null): string {
  return gatewayPage(
    'Payment request rejected',
    html`${report('error', orderId, message)}
<p class="alert" role="alert">${message}</p>`,
  );
}

/** The gateway's front page: what it is, its merchant, and the test cards. */
export function gatewayIndexPage(merchantId: string): string {
  const cards = sandboxCards.map(
    (card) =>
      html`<tr><td><code>${groupedCardNumber(card.number)}</code></td><td>${card.brand}</td><td>${card.label}</td></tr>`,
  );
  return page(
    'Card gateway',
    html`<p>A stand-in for PayHere: a card-paying connection's purchase opens this gateway's popup
(<code>${PAYHERE_BASE}/payhere.js</code>, the same API as PayHere's JavaScript SDK), the payer pays with a
test card, and the gateway posts a signed notification to the api, which settles the purchase.</p>
<p>Merchant id: <code>${merchantId}</code>.</p>
<table>
<thead><tr><th scope="col">Card number</th><th scope="col">Brand</th><th scope="col">Outcome</th></tr></thead>
<tbody>${cards}</tbody>
</table>`,
  );
}
