/**
 * Served as /sandbox/payhere/checkout.js, the one script of the gateway's pages (inside the popup's
 * iframe). A page that has something to report (completed, dismissed, error) carries it in
 * #payhere-report, and the script posts it to the popup script in the parent, which is always of this
 * origin (the pages may only be framed by it). On the payment page it puts focus on the card number (or
 * on the first field the gateway refused), fills in a test card when its Use button is pressed, and
 * Escape cancels as the popup's Close button does.
 */
export const checkoutScript = `(() => {
  'use strict';
  const framed = window.parent !== window;
  const post = (event, orderId, message) => {
    if (!framed) return;
    window.parent.postMessage(
      { source: 'payhere-sandbox', event, orderId: orderId || null, message: message || null },
      window.location.origin,
    );
  };

  const report = document.getElementById('payhere-report');
  if (report) {
    post(report.dataset.event, report.dataset.orderId, report.dataset.message);
    return;
  }

  const order = document.querySelector('[data-payhere-order]');
  if (!order) return;
  // Browsers skip autofocus inside a frame: focus goes to the first field the gateway refused, else the
  // card number, when the popup moves focus into the frame, or at once when the refused details come
  // back into a frame that has focus already.
  const first = document.querySelector('[aria-invalid="true"]') || document.querySelector('[autofocus]');
  const focusFirst = () => {
    if (first && (document.activeElement === document.body || document.activeElement === null)) first.focus();
  };
  window.addEventListener('focus', focusFirst);
  if (document.hasFocus()) focusFirst();
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') post('dismissed', order.dataset.payhereOrder, null);
  });
  for (const button of document.querySelectorAll('[data-card-number]')) {
    button.addEventListener('click', () => {
      const cardNumber = document.getElementById('card_number');
      cardNumber.value = button.dataset.cardNumber;
      cardNumber.removeAttribute('aria-invalid');
      document.getElementById('expiry').focus();
    });
  }
})();
`;
