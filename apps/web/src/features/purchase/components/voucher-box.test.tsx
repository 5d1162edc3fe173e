import { messageText } from '@selfcare/contracts';
import { messagesSi } from '@selfcare/contracts/messages/locales/si';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeRequest, fakeApi, reply } from '@/testing/fake-api';
import {
  CONNECTION_ID,
  logIn,
  noDowngrade,
  oneOffOption,
  option,
  PRODUCT_ID,
  ROUTES,
  renderActions,
  sportsPlus,
  taxes,
  USER_ID,
} from '../testing/purchase-fixtures';

const VOUCHER_ID = 'v0000000-0000-4000-8000-000000000001';

/** SAVE90 takes Rs. 90 off; anything else is refused. */
function voucherAnswer({ body }: FakeRequest) {
  const { code, price } = body as { code: string; price: number };
  if (code !== 'SAVE90') return reply(422, { message: 'Invalid Voucher Code', code: 'BUSINESS_RULE' });
  return {
    type: 'AMOUNT',
    discountPercentage: 0,
    discountValue: 90,
    voucherId: VOUCHER_ID,
    voucherName: 'Save 90',
    amount: Math.round((price - 90) * 100) / 100,
  };
}

function routes(overrides: Record<string, unknown> = {}) {
  return fakeApi({
    [ROUTES.downgrade]: noDowngrade,
    [ROUTES.options]: [option()],
    [ROUTES.bundled]: [],
    [ROUTES.tax]: ({ body }: FakeRequest) => taxes((body as { price: number }).price),
    [ROUTES.voucher]: voucherAnswer,
    ...overrides,
  });
}

async function openModal(user: UserEvent, button = 'SUBSCRIBE') {
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: button === 'SUBSCRIBE' ? 'Subscribing' : 'Purchasing' });
}

const settle = { timeout: 3000 };

beforeEach(() => logIn());

describe('the voucher box', () => {
  it('checks a code with the spec request, then shows Success and the price with the voucher', async () => {
    const api = routes();
    const { user } = await renderActions(sportsPlus());
    const dialog = await openModal(user);
    const confirm = within(dialog).getByRole('button', { name: 'SUBSCRIBE' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Voucher code' }), 'SAVE90');
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByText('Loading…')).toBeInTheDocument();
    expect(await within(dialog).findByText('Success', {}, settle)).toBeInTheDocument();
    expect(within(dialog).getByText('Price with the voucher: Rs. 400.00 plus taxes')).toBeInTheDocument();
    expect(confirm).toBeEnabled();
    expect(api.calls(ROUTES.voucher).map((call) => call.body)).toEqual([
      {
        code: 'SAVE90',
        price: 490,
        productId: PRODUCT_ID,
        productTypeId: sportsPlus().productTypeId,
        purchaseOptionId: 'po-1',
        userAccountId: USER_ID,
        userConnectionId: CONNECTION_ID,
        vodSubTypeId: null,
        basePackageId: null,
        packageTypeId: null,
      },
    ]);
  });

  it("shows a red cross and 'Invalid Voucher Code' and keeps the purchase from going on", async () => {
    routes();
    const { user } = await renderActions(sportsPlus());
    const dialog = await openModal(user);
    const field = within(dialog).getByRole('textbox', { name: 'Voucher code' });
    await user.type(field, 'NOPE');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Invalid Voucher Code'), settle);
    expect(field).toBeInvalid();
    expect(within(dialog).getByRole('button', { name: 'SUBSCRIBE' })).toBeDisabled();
  });

  it("shows a rate limit's wait (429) on the field instead of 'Invalid Voucher Code'", async () => {
    const wait = 'Too many attempts. Please try again in 812 seconds.';
    routes({ [ROUTES.voucher]: reply(429, { message: wait, code: 'RATE_LIMITED' }) });
    const { user } = await renderActions(sportsPlus());
    const dialog = await openModal(user);
    const field = within(dialog).getByRole('textbox', { name: 'Voucher code' });
    await user.type(field, 'SAVE90');
    await waitFor(() => expect(field).toHaveAccessibleDescription(wait), settle);
    expect(within(dialog).getByRole('button', { name: 'SUBSCRIBE' })).toBeDisabled();
  });

  it("gives card payers the gateway's minimum, checking the taxed price", async () => {
    const api = routes({
      [ROUTES.voucher]: reply(422, { message: messageText('voucher.cardMinimum'), code: 'BELOW_CARD_MINIMUM' }),
    });
    const { user } = await renderActions(sportsPlus(), { connectionType: 7 });
    const dialog = await openModal(user);
    await within(dialog).findByRole('table', { name: 'Tax' });
    const field = within(dialog).getByRole('textbox', { name: 'Voucher code' });
    await user.type(field, 'BIG500');
    await waitFor(
      () => expect(field).toHaveAccessibleDescription('Minimum amount to purchase a product in payhere is 50!'),
      settle,
    );
    expect(api.calls(ROUTES.voucher)[0]?.body).toMatchObject({ code: 'BIG500', price: 578.2 });
  });

  it("knows the gateway's minimum by its code when the api words it in the subscriber's language", async () => {
    routes({
      [ROUTES.voucher]: reply(422, { message: messagesSi.voucher?.cardMinimum, code: 'BELOW_CARD_MINIMUM' }),
    });
    const { user } = await renderActions(sportsPlus(), { connectionType: 7 });
    const dialog = await openModal(user);
    await within(dialog).findByRole('table', { name: 'Tax' });
    const field = within(dialog).getByRole('textbox', { name: 'Voucher code' });
    await user.type(field, 'BIG500');
    await waitFor(
      () => expect(field).toHaveAccessibleDescription('Minimum amount to purchase a product in payhere is 50!'),
      settle,
    );
  });

  it('checks a subscription code only from 2 characters, a one-off code from the first', async () => {
    const api = routes({ [ROUTES.options]: [option(), oneOffOption] });
    const { user } = await renderActions(sportsPlus());
    const dialog = await openModal(user);
    const field = within(dialog).getByRole('textbox', { name: 'Voucher code' });
    await user.type(field, 'S');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.calls(ROUTES.voucher)).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'SUBSCRIBE' })).toBeDisabled();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Purchase option' }), 'po-2');
    await waitFor(() => expect(api.calls(ROUTES.voucher)).toHaveLength(1), settle);
    expect(api.calls(ROUTES.voucher)[0]?.body).toMatchObject({ code: 'S', purchaseOptionId: 'po-2', price: 250 });
  });

  it('restores the price when the code is emptied or checked again', async () => {
    const api = routes();
    const { user } = await renderActions(sportsPlus());
    const dialog = await openModal(user);
    const field = within(dialog).getByRole('textbox', { name: 'Voucher code' });
    await user.type(field, 'SAVE90');
    await within(dialog).findByText('Success', {}, settle);

    await user.type(field, 'X');
    expect(within(dialog).queryByText('Success')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Price with the voucher/)).not.toBeInTheDocument();
    await waitFor(() => expect(field).toHaveAccessibleDescription('Invalid Voucher Code'), settle);

    await user.clear(field);
    expect(field).not.toBeInvalid();
    expect(within(dialog).getByRole('button', { name: 'SUBSCRIBE' })).toBeEnabled();
    expect(within(dialog).getByText('Rs. 490.00 plus taxes')).toBeInTheDocument();
    expect(api.calls(ROUTES.voucher)).toHaveLength(2);
  });

  it('is left out when the price is zero and there is no discount', async () => {
    routes({ [ROUTES.options]: [option({ purchasePrice: 0, defaultPrice: 0 })] });
    const { user } = await renderActions(sportsPlus());
    const dialog = await openModal(user);
    expect(within(dialog).queryByRole('textbox', { name: 'Voucher code' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'SUBSCRIBE' })).toBeEnabled();
  });
});
