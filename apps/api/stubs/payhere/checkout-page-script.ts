/**
 * Served as /lib/checkout-page.js, the one script of the stub's pages. On a page that ends an onsite
 * checkout it posts the event to the SDK in the parent, at the merchant page's origin only. On the
 * card form, a test card's Use button fills in the number and a future expiry and CVV.
 */
export const checkoutPageScript = `(() => {
  'use strict';
  const report = document.getElementById('payhere-report');
  if (report) {
    if (window.parent !== window) {
      window.parent.postMessage(
        { source: 'payhere-stub', event: report.dataset.event, orderId: report.dataset.orderId },
        report.dataset.pageOrigin,
      );
    }
    return;
  }
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  for (const button of document.querySelectorAll('[data-card-number]')) {
    button.addEventListener('click', () => {
      document.getElementById('card_number').value = button.dataset.cardNumber;
      const expiry = document.getElementById('card_expiry');
      if (!expiry.value) expiry.value = '12/' + nextYear;
      const cvv = document.getElementById('card_cvv');
      if (!cvv.value) cvv.value = '123';
      document.getElementById('card_holder_name').focus();
    });
  }
})();
`;
