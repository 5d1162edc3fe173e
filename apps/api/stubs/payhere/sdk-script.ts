/**
 * Served as /lib/payhere.js: the stub's own implementation of PayHere's onsite-checkout SDK API,
 * `window.payhere = { startPayment(payment), onCompleted(orderId), onDismissed(), onError(error) }`.
 * startPayment posts the payment into a frame at the stub's /pay/checkout, shown as a modal overlay
 * (Close or Escape dismiss it); the stub's pages answer with postMessage, counted only from the stub's
 * origin and that frame. As PayHere's SDK does, onCompleted is called when the payment ends, approved
 * or declined: the merchant learns which from its notification.
 */
export const sdkScript = `(() => {
  'use strict';
  const script = document.currentScript;
  const stubOrigin = new URL(script && script.src ? script.src : '/lib/payhere.js', window.location.href).origin;
  const checkoutUrl = stubOrigin + '/pay/checkout?onsite=1';
  // payment.preapprove: the card is approved for automatic charges, and no amount is taken.
  const preapproveUrl = stubOrigin + '/pay/preapprove?onsite=1';
  let open = null;

  const payhere = {
    onCompleted() {},
    onDismissed() {},
    onError() {},
    startPayment(payment) {
      if (!payment || typeof payment !== 'object') {
        payhere.onError('Invalid payment object');
        return;
      }
      const missing = ['merchant_id', 'order_id', 'items', 'amount', 'currency', 'hash', 'notify_url']
        .filter((name) => !(payment.preapprove && name === 'amount'))
        .filter((name) => payment[name] === undefined || payment[name] === null || payment[name] === '');
      if (missing.length > 0) {
        payhere.onError('Missing parameters: ' + missing.join(', '));
        return;
      }
      if (open) close();
      open = show(payment);
    },
  };
  window.payhere = payhere;

  function show(payment) {
    const name = 'payhere-stub-' + Math.random().toString(36).slice(2);
    const overlay = document.createElement('div');
    Object.assign(overlay.style, {
      position: 'fixed', inset: '0', zIndex: '2147483000', display: 'flex', alignItems: 'center',
      justifyContent: 'center', background: 'rgba(0, 0, 0, 0.55)',
    });
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', 'PayHere payment');
    Object.assign(dialog.style, {
      display: 'flex', flexDirection: 'column', width: 'min(32rem, 100%)', height: 'min(44rem, 100vh)',
      background: '#fff',
    });
    const close_ = document.createElement('button');
    close_.type = 'button';
    close_.textContent = 'Close';
    close_.setAttribute('aria-label', 'Close the payment');
    close_.addEventListener('click', dismiss);
    const frame = document.createElement('iframe');
    frame.name = name;
    frame.title = 'PayHere payment';
    Object.assign(frame.style, { flex: '1', width: '100%', border: '0' });
    dialog.append(close_, frame);
    overlay.append(dialog);
    const form = document.createElement('form');
    form.method = 'post';
    form.action = payment.preapprove ? preapproveUrl : checkoutUrl;
    form.target = name;
    form.hidden = true;
    for (const [key, value] of Object.entries(payment)) {
      if (value === undefined || value === null || typeof value === 'function') continue;
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = key;
      input.value = String(value);
      form.append(input);
    }
    overlay.append(form);
    const returnFocus = document.activeElement;
    document.body.append(overlay);
    document.addEventListener('keydown', onKeydown, true);
    window.addEventListener('message', onMessage);
    form.submit();
    form.remove();
    close_.focus();
    return { overlay, frame, returnFocus };
  }

  function close() {
    if (!open) return;
    const { overlay, returnFocus } = open;
    open = null;
    document.removeEventListener('keydown', onKeydown, true);
    window.removeEventListener('message', onMessage);
    overlay.remove();
    if (returnFocus && returnFocus.isConnected && typeof returnFocus.focus === 'function') returnFocus.focus();
  }

  function dismiss() {
    close();
    payhere.onDismissed();
  }

  function onKeydown(event) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    dismiss();
  }

  function onMessage(event) {
    if (!open || event.origin !== stubOrigin || event.source !== open.frame.contentWindow) return;
    const data = event.data;
    if (!data || data.source !== 'payhere-stub') return;
    close();
    if (data.event === 'completed') payhere.onCompleted(data.orderId);
    else if (data.event === 'dismissed') payhere.onDismissed();
    else payhere.onError(data.message || 'The payment could not be completed.');
  }
})();
`;
