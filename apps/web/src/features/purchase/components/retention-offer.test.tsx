import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { CONNECTION_ID, logIn, purchased, ROUTES, renderActions, sportsPlus } from '../testing/purchase-fixtures';

const OFFER = `GET /billing/v1/billing/subscriptions/pu-1/retention-offer`;
const ACCEPT = `POST /billing/v1/billing/subscriptions/pu-1/retention-offer/accept`;
const offer = { kind: 'discount', percent: 30, renewals: 3, price: 578.2, discountedPrice: 404.74 };
const unsubscribed = { purchaseId: 'pu-1', purchaseStatus: 'PURCHASE_PENDING_REMOVE', billingEndDate: '2026-08-31' };

beforeEach(() => logIn());

async function answerYes() {
  const { user } = await renderActions(sportsPlus(purchased));
  await user.click(screen.getByRole('button', { name: 'UNSUBSCRIBE' }));
  const dialog = await screen.findByRole('dialog', { name: 'Unsubscribing' });
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
  return user;
}

describe('the retention offer', () => {
  it('shows the offer after Yes, and accepting keeps the subscription without unsubscribing', async () => {
    const api = fakeApi({
      [OFFER]: { offer },
      [ACCEPT]: { purchaseId: 'pu-1', kind: 'discount', percent: 30, renewals: 3, acceptedAt: '2026-11-28T10:00:00Z' },
    });
    const user = await answerYes();
    const dialog = await screen.findByRole('dialog', { name: 'Before you go' });
    expect(dialog).toHaveTextContent('Stay and get 30% off your next 3 renewals');
    expect(dialog).toHaveTextContent('Rs. 404.74 instead of Rs. 578.20 each time, taxes included.');
    expect(api.calls(OFFER)[0]?.query.toString()).toBe(`connectionId=${CONNECTION_ID}`);
    await user.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Offer accepted. Your subscription continues, with 30% off your next 3 renewals.',
    );
    expect(api.calls(ACCEPT)[0]?.body).toEqual({
      connectionId: CONNECTION_ID,
      kind: 'discount',
      percent: 30,
      renewals: 3,
    });
    expect(api.calls(ROUTES.billUnsubscribe)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'UNSUBSCRIBE' })).toBeInTheDocument();
  });

  it("'No thanks, unsubscribe' unsubscribes as before", async () => {
    const api = fakeApi({
      [OFFER]: { offer },
      [ROUTES.billUnsubscribe]: unsubscribed,
      [ROUTES.product]: sportsPlus({ ...purchased, purchaseStatus: 'PURCHASE_PENDING_REMOVE' }),
    });
    const user = await answerYes();
    const dialog = await screen.findByRole('dialog', { name: 'Before you go' });
    await user.click(within(dialog).getByRole('button', { name: 'No thanks, unsubscribe' }));
    expect(await screen.findByText('Unsubscription Successful')).toBeInTheDocument();
    expect(api.calls(ROUTES.billUnsubscribe)).toHaveLength(1);
    expect(api.calls(ACCEPT)).toHaveLength(0);
  });

  it('goes straight to the unsubscribe when the product has no offer', async () => {
    const api = fakeApi({
      [OFFER]: { offer: null },
      [ROUTES.billUnsubscribe]: unsubscribed,
      [ROUTES.product]: sportsPlus({ ...purchased, purchaseStatus: 'PURCHASE_PENDING_REMOVE' }),
    });
    await answerYes();
    expect(await screen.findByText('Unsubscription Successful')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Before you go' })).not.toBeInTheDocument();
    expect(api.calls(OFFER)).toHaveLength(1);
  });

  it('words a pause offer with its dates, and accepting it sends the pause terms without unsubscribing', async () => {
    const api = fakeApi({
      [OFFER]: { offer: { kind: 'pause', periods: 2, accessUntil: '2026-08-31', resumesOn: '2026-10-31' } },
      [ACCEPT]: { purchaseId: 'pu-1', kind: 'pause', periods: 2, acceptedAt: '2026-11-28T10:00:00Z' },
    });
    const user = await answerYes();
    const dialog = await screen.findByRole('dialog', { name: 'Before you go' });
    expect(dialog).toHaveTextContent('Stay and pause for 2 months instead');
    expect(dialog).toHaveTextContent(
      'You can watch until 31/08/2026. Nothing is charged while paused; it resumes by itself on 31/10/2026 at its usual price.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Offer accepted. Your subscription is paused after 31/08/2026 and resumes by itself on 31/10/2026.',
    );
    expect(api.calls(ACCEPT)[0]?.body).toEqual({ connectionId: CONNECTION_ID, kind: 'pause', periods: 2 });
    expect(api.calls(ROUTES.billUnsubscribe)).toHaveLength(0);
  });

  it('words a downgrade offer with the package, its price and date, and accepting sends its terms', async () => {
    const LITE = '22222222-2222-4222-8222-222222222222';
    const api = fakeApi({
      [OFFER]: {
        offer: { kind: 'downgrade', productId: LITE, packageName: 'PEO Lite', price: 932.2, changeDate: '2026-09-01' },
      },
      [ACCEPT]: { purchaseId: 'pu-1', kind: 'downgrade', productId: LITE, acceptedAt: '2026-11-29T10:00:00Z' },
    });
    const user = await answerYes();
    const dialog = await screen.findByRole('dialog', { name: 'Before you go' });
    expect(dialog).toHaveTextContent('Switch to PEO Lite for Rs. 932.20 a month from 01/09/2026');
    expect(dialog).toHaveTextContent('Taxes included. You keep your current package until then');
    within(dialog).getByRole('button', { name: 'Accept offer' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Offer accepted. Your package switches to PEO Lite on 01/09/2026.',
    );
    expect(api.calls(ACCEPT)[0]?.body).toEqual({ connectionId: CONNECTION_ID, kind: 'downgrade', productId: LITE });
    expect(api.calls(ROUTES.billUnsubscribe)).toHaveLength(0);
  });
});
