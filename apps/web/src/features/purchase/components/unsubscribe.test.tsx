import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, reply } from '@/testing/fake-api';
import {
  accountConnections,
  CONNECTION_ID,
  logIn,
  PRODUCT_ID,
  purchased,
  ROUTES,
  renderActions,
  sportsPlus,
} from '../testing/purchase-fixtures';

const unsubscribed = { purchaseId: 'pu-1', purchaseStatus: 'PURCHASE_PENDING_REMOVE', billingEndDate: '2026-08-31' };
const pendingRemoval = sportsPlus({ ...purchased, purchaseStatus: 'PURCHASE_PENDING_REMOVE' });

async function unsubscribe(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'UNSUBSCRIBE' }));
  const dialog = await screen.findByRole('dialog', { name: 'Unsubscribing' });
  expect(dialog).toHaveTextContent('Are you sure you want to unsubscribe?');
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
  return dialog;
}

beforeEach(() => logIn());

describe('unsubscribing', () => {
  it("sends the postpaid payload, re-reads the product and says 'Unsubscription Successful'", async () => {
    const api = fakeApi({ [ROUTES.billUnsubscribe]: unsubscribed, [ROUTES.product]: pendingRemoval });
    const { user } = await renderActions(sportsPlus(purchased));
    await unsubscribe(user);
    const dialog = await screen.findByRole('dialog', { name: 'Unsubscribing' });
    expect(await within(dialog).findByText('Unsubscription Successful')).toBeInTheDocument();
    expect(api.calls(ROUTES.billUnsubscribe)[0]?.body).toEqual({
      connectionId: CONNECTION_ID,
      productId: PRODUCT_ID,
      productType: sportsPlus().productTypeId,
      purchaseOption: 'po-1',
      purchaseId: 'pu-1',
      defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
      dataBundle: false,
    });

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'UNSUBSCRIBE' })).toHaveFocus());
  });

  it('fails when the product is still subscribed afterwards', async () => {
    fakeApi({ [ROUTES.billUnsubscribe]: unsubscribed, [ROUTES.product]: sportsPlus(purchased) });
    const { user } = await renderActions(sportsPlus(purchased));
    await unsubscribe(user);
    expect(await screen.findByText('Unsubscription Failed. Please try again later.')).toBeInTheDocument();
  });

  it("shows the server's reason under the failure", async () => {
    fakeApi({
      [ROUTES.billUnsubscribe]: reply(409, {
        message: 'This product is not subscribed on this connection.',
        code: 'CONFLICT',
      }),
    });
    const { user } = await renderActions(sportsPlus(purchased));
    await unsubscribe(user);
    expect(await screen.findByText('Unsubscription Failed. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('This product is not subscribed on this connection.')).toBeInTheDocument();
  });

  it('unsubscribes an operator-billed product by product id', async () => {
    const api = fakeApi({ [ROUTES.operatorUnsubscribe]: unsubscribed, [ROUTES.product]: sportsPlus() });
    const { user } = await renderActions(sportsPlus(purchased), { connectionType: 6 });
    await unsubscribe(user);
    expect(await screen.findByText('Unsubscription Successful')).toBeInTheDocument();
    expect(api.calls(ROUTES.operatorUnsubscribe)[0]?.query.toString()).toBe(
      `connectionId=${CONNECTION_ID}&productId=${PRODUCT_ID}&connectionType=mobitel`,
    );
  });

  it('unsubscribes a card-paid product by purchase id', async () => {
    const api = fakeApi({ [ROUTES.cardUnsubscribe]: unsubscribed, [ROUTES.product]: pendingRemoval });
    const { user } = await renderActions(sportsPlus(purchased), { connectionType: 7 });
    await unsubscribe(user);
    expect(await screen.findByText('Unsubscription Successful')).toBeInTheDocument();
    expect(api.calls(ROUTES.cardUnsubscribe)[0]?.query.toString()).toBe(
      `connectionId=${CONNECTION_ID}&purchaseId=pu-1&connectionType=prepaid`,
    );
  });

  it('sends the reason chosen under the question in the body, the query as before (decision 0071)', async () => {
    const api = fakeApi({ [ROUTES.cardUnsubscribe]: unsubscribed, [ROUTES.product]: pendingRemoval });
    const { user } = await renderActions(sportsPlus(purchased), { connectionType: 7 });
    await user.click(screen.getByRole('button', { name: 'UNSUBSCRIBE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsubscribing' });
    const question = within(dialog).getByRole('group', { name: 'Why are you leaving? (optional)' });
    await user.click(within(question).getByRole('radio', { name: 'Technical problems' }));
    await user.type(within(question).getByRole('textbox'), 'The picture freezes');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Unsubscription Successful')).toBeInTheDocument();
    const [call] = api.calls(ROUTES.cardUnsubscribe);
    expect(call?.query.toString()).toBe(`connectionId=${CONNECTION_ID}&purchaseId=pu-1&connectionType=prepaid`);
    expect(call?.body).toEqual({ reason: { code: 'technical_problems', text: 'The picture freezes' } });
  });

  it('names the connection, and does nothing when the subscriber answers No', async () => {
    const api = fakeApi({ [ROUTES.connections]: accountConnections() });
    const { user } = await renderActions(sportsPlus(purchased));
    await user.click(screen.getByRole('button', { name: 'UNSUBSCRIBE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsubscribing' });
    expect(await within(dialog).findByLabelText('Payment details')).toHaveTextContent('Home TV (0112345678)');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Only the account's connections were read: nothing was sent.
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    expect(api.calls(ROUTES.connections)).toHaveLength(1);
  });
});
