import { afterEach, describe, expect, it } from 'vitest';
import { checkout } from '@/testing/payment-fixtures';
import { gatewayPayment, loadGatewayScript, runCardCheckout } from './card-gateway';

afterEach(() => {
  delete window.payhere;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('the card gateway', () => {
  it('leaves the recurring fields out of a one-off payment', () => {
    const payment = gatewayPayment(checkout({ recurrence: null, duration: null }));
    expect(payment).not.toHaveProperty('recurrence');
    expect(payment).not.toHaveProperty('duration');
    expect(payment).toMatchObject({ order_id: 'ORD-1', items: 'Sports Plus', amount: '578.20', currency: 'LKR' });
    expect(payment).not.toHaveProperty('preapprove');
  });

  it("asks the gateway's script to preapprove the card a subscription keeps on file", () => {
    const payment = gatewayPayment(checkout({ preapprove: true, referenceNumber: 'PRE-1', hash: 'PREHASH' }));
    expect(payment).toMatchObject({ preapprove: true, order_id: 'PRE-1', hash: 'PREHASH' });
  });

  it("adds the gateway's script once, and starts the payment once it has loaded", async () => {
    const first = loadGatewayScript('/sandbox/payhere/payhere-once.js');
    const second = loadGatewayScript('/sandbox/payhere/payhere-once.js');
    expect(second).toBe(first);
    const scripts = document.head.querySelectorAll('script[src="/sandbox/payhere/payhere-once.js"]');
    expect(scripts).toHaveLength(1);

    const started: unknown[] = [];
    window.payhere = {
      startPayment: (payment) => {
        started.push(payment);
        window.payhere?.onCompleted('ORD-1');
      },
      onCompleted: () => {},
      onDismissed: () => {},
      onError: () => {},
    };
    scripts[0]?.dispatchEvent(new Event('load'));
    await first;
    await expect(runCardCheckout(checkout())).resolves.toEqual({ kind: 'completed', orderId: 'ORD-1' });
    expect(started).toHaveLength(1);
  });

  it('tries again after the script failed to load', async () => {
    const url = '/sandbox/payhere/payhere-broken.js';
    const failed = loadGatewayScript(url);
    document.head.querySelector(`script[src="${url}"]`)?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('did not load');
    expect(document.head.querySelector(`script[src="${url}"]`)).toBeNull();
    void loadGatewayScript(url);
    expect(document.head.querySelectorAll(`script[src="${url}"]`)).toHaveLength(1);
  });
});
