/**
 * Served as /sandbox/payhere/payhere.js: the sandbox gateway's copy of PayHere's JavaScript SDK API,
 * `window.payhere = { startPayment(payment), onCompleted(orderId), onDismissed(), onError(error) }`.
 * startPayment opens a modal overlay (role dialog, the rest of the page inert, Escape or Close dismiss
 * it, focus returns afterwards) and posts the payment into its iframe at the gateway's checkout page. The
 * gateway's pages answer with postMessage; only messages from the gateway's origin and this iframe count.
 * Styles are set through the DOM (CSSOM), which the app's CSP allows, never as inline markup.
 */
export const sdkScript = `(() => {
  'use strict';
  const script = document.currentScript;
  const base = new URL(script && script.src ? script.src : '/sandbox/payhere/payhere.js', window.location.href);
  const gatewayOrigin = base.origin;
  const checkoutUrl = new URL('checkout', base).href;
  const preapproveUrl = new URL('preapprove', base).href;
  const FIELDS = [
    'sandbox', 'merchant_id', 'return_url', 'cancel_url', 'notify_url', 'order_id', 'items', 'amount', 'currency',
    'hash', 'first_name', 'last_name', 'email', 'phone', 'address', 'city', 'country', 'recurrence', 'duration',
  ];
  const REQUIRED = ['merchant_id', 'notify_url', 'order_id', 'items', 'amount', 'currency', 'hash'];
  // A preapproval (payment.preapprove) keeps the card on file and takes no amount.
  const PREAPPROVAL_REQUIRED = REQUIRED.filter((name) => name !== 'amount');
  let current = null;

  const styled = (tag, style) => {
    const element = document.createElement(tag);
    Object.assign(element.style, style);
    return element;
  };

  const payhere = {
    onCompleted() {},
    onDismissed() {},
    onError() {},
    startPayment(payment) {
      const required = payment && payment.preapprove ? PREAPPROVAL_REQUIRED : REQUIRED;
      const missing = required.filter((name) => !payment || payment[name] === undefined || payment[name] === null || payment[name] === '');
      if (missing.length > 0) {
        payhere.onError('Missing payment fields: ' + missing.join(', '));
        return;
      }
      if (current) close();
      current = open(payment);
    },
  };
  window.payhere = payhere;

  function open(payment) {
    const returnFocus = document.activeElement;
    const frameName = 'payhere-sandbox-' + Math.random().toString(36).slice(2);
    const titleId = frameName + '-title';

    const backdrop = styled('div', {
      position: 'fixed', inset: '0', zIndex: '2147483000', display: 'flex', alignItems: 'center',
      justifyContent: 'center', padding: '1rem', background: 'rgba(11, 18, 32, 0.6)',
    });
    const dialog = styled('div', {
      display: 'flex', flexDirection: 'column', width: 'min(34rem, 100%)', height: 'min(46rem, calc(100vh - 2rem))',
      background: '#fff', color: '#1b1f24', borderRadius: '8px', boxShadow: '0 12px 32px rgba(0, 0, 0, 0.35)',
      overflow: 'hidden', font: '16px system-ui, sans-serif',
    });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', titleId);
    dialog.tabIndex = -1;

    const bar = styled('div', {
      display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '1rem',
      padding: '0.5rem 0.75rem 0.5rem 1rem', background: '#0b3d91', color: '#fff',
    });
    const title = styled('h2', { margin: '0', fontSize: '1rem', fontWeight: '600' });
    title.id = titleId;
    title.textContent = 'Card payment (sandbox)';
    const closeButton = styled('button', {
      font: 'inherit', padding: '0.3rem 0.75rem', border: '1px solid #fff', borderRadius: '4px',
      background: 'transparent', color: '#fff', cursor: 'pointer',
    });
    closeButton.type = 'button';
    closeButton.textContent = 'Close';
    closeButton.setAttribute('aria-label', 'Close the payment');
    closeButton.addEventListener('click', dismiss);
    bar.append(title, closeButton);

    const frame = styled('iframe', { flex: '1', width: '100%', border: '0' });
    frame.name = frameName;
    frame.title = 'Card payment';
    frame.addEventListener('load', () => {
      // The frame's first load may be its blank page; focus moves in once the gateway's page is there.
      let blank = false;
      try {
        blank = frame.contentWindow.location.href === 'about:blank';
      } catch {
        blank = false;
      }
      if (!blank && current && current.frame === frame) frame.focus();
    });
    dialog.append(bar, frame);
    backdrop.append(dialog);

    // Everything else on the page is out of reach while the dialog is open.
    const madeInert = Array.from(document.body.children).filter((element) => !element.inert);
    for (const element of madeInert) element.inert = true;
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    document.body.append(backdrop);
    document.addEventListener('keydown', onKeydown, true);
    window.addEventListener('message', onMessage);
    closeButton.focus();

    const form = document.createElement('form');
    form.method = 'post';
    form.action = payment.preapprove ? preapproveUrl : checkoutUrl;
    form.target = frameName;
    form.hidden = true;
    for (const name of FIELDS) {
      const value = payment[name];
      if (value === undefined || value === null) continue;
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = String(value);
      form.append(input);
    }
    backdrop.append(form);
    form.submit();
    form.remove();

    return { backdrop, frame, madeInert, overflow, returnFocus };
  }

  function close() {
    if (!current) return;
    const { backdrop, madeInert, overflow, returnFocus } = current;
    current = null;
    document.removeEventListener('keydown', onKeydown, true);
    window.removeEventListener('message', onMessage);
    backdrop.remove();
    for (const element of madeInert) element.inert = false;
    document.documentElement.style.overflow = overflow;
    if (returnFocus && returnFocus.isConnected && typeof returnFocus.focus === 'function') returnFocus.focus();
  }

  function dismiss() {
    close();
    payhere.onDismissed();
  }

  function onKeydown(event) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    dismiss();
  }

  function onMessage(event) {
    if (!current || event.origin !== gatewayOrigin || event.source !== current.frame.contentWindow) return;
    const data = event.data;
    if (!data || data.source !== 'payhere-sandbox') return;
    // Closed before the callback runs, so the callback may start another payment.
    close();
    if (data.event === 'completed') payhere.onCompleted(data.orderId);
    else if (data.event === 'dismissed') payhere.onDismissed();
    else if (data.event === 'error') payhere.onError(data.message || 'The payment could not be started.');
  }
})();
`;
