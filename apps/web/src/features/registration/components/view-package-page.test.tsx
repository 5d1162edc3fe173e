import type { RegistrationQuote } from '@selfcare/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runCardCheckout } from '@/shared/payment/card-gateway';
import { stubObservers, stubViewport } from '@/shared/ui/testing/browser-apis';
import { basePackage, product, productDetail } from '@/testing/catalogue-fixtures';
import { type FakeRequest, fakeApi, reply } from '@/testing/fake-api';
import { leaveSiteFor } from '../model/leave-site';
import { readRegistration } from '../model/registration-store';
import { CONNECTION_ID, renderStep, TOKEN } from '../testing/render-step';
import { ViewPackagePage } from './view-package-page';

vi.mock('../model/leave-site', () => ({ leaveSiteFor: vi.fn() }));
vi.mock('@/shared/payment/card-gateway', () => ({ runCardCheckout: vi.fn() }));

const PACKAGES = 'GET /users/v1/registration/packages';
const QUOTE = 'POST /users/v1/registration/quote';
const SUBSCRIBE = 'POST /users/v1/registration/subscribe';
const CONSENT = 'POST /users/v1/registration/consent';

const lite = basePackage('p-lite', { name: 'PEO Lite' });
const family = basePackage('p-family', {
  name: 'PEO Family',
  purchasableProductList: [product('screen-1', 'screens', { name: 'Extra screen' })],
});
const detail = (id: string, productList = [product('c1', 'channel', { name: 'Channel One' })]) =>
  productDetail(product(id, 'package'), { productList });

/** The server's prices: each product Rs. 1,390.00 (the screen Rs. 150.00), taxes 21%. */
function quoteOf(request: FakeRequest): RegistrationQuote {
  const body = request.body as { productId: string; extraPackageIds: string[] };
  const lines = [body.productId, ...body.extraPackageIds].map((productId) => {
    const price = productId.startsWith('screen') ? 150 : 1390;
    return {
      productId,
      name: productId === 'screen-1' ? 'Extra screen' : 'PEO Package',
      price,
      taxedPrice: price * 1.21,
    };
  });
  const price = lines.reduce((total, line) => total + line.price, 0);
  const taxedPrice = Math.round(price * 121) / 100;
  return { lines, price, taxes: [{ taxDisplayName: 'VAT', taxedAmount: taxedPrice - price }], taxedPrice };
}

const result = {
  status: 'SUCCESS',
  paymentStatus: null,
  authCode: null,
  description: null,
  transactionId: '00000000-0000-4000-8000-0000000000e1',
  referenceNo: null,
  purchaseId: null,
  amount: 1681.9,
  purchasedPrice: 1390,
  unsubscriptionCancelled: false,
  networkError: false,
};

function render(connectionType: number) {
  return renderStep('/viewpackage', ViewPackagePage, {
    registration: {
      mode: 'register',
      connectionType,
      connectionId: CONNECTION_ID,
      registrationToken: TOKEN,
      mobile: '0711234565',
    },
  });
}

describe('ViewPackagePage', () => {
  beforeEach(() => {
    vi.mocked(leaveSiteFor).mockClear();
    stubViewport(1280);
    stubObservers();
  });

  it('lists the packages in reverse order for types 6 and 7 and chooses none of them', async () => {
    const api = fakeApi({ [PACKAGES]: [lite, family], [QUOTE]: quoteOf });
    const { user } = render(6);
    const carousel = await screen.findByRole('region', { name: 'Packages' });
    expect(
      within(carousel)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['PEO Family', 'PEO Lite']);
    expect(within(carousel).getAllByText('Rs. 1,390.00 +tax')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Choose PEO Family' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Choose PEO Lite' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: /chosen$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This Package Includes' })).not.toBeInTheDocument();
    const order = screen.getByRole('region', { name: 'Your order' });
    expect(order).toHaveTextContent('No package chosen yet. Choose one above.');
    // Ticking the terms alone pays for nothing: SUBMIT says what is missing.
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    const submit = screen.getByRole('button', { name: 'SUBMIT' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Choose a package');
    expect(api.calls(QUOTE)).toHaveLength(0);
  });

  it('shows the chosen package\'s contents behind "N Channels", channel tiles whole', async () => {
    fakeApi({
      [PACKAGES]: [lite, family],
      [QUOTE]: quoteOf,
      'GET /products/v1/products/p-family': detail('p-family', [
        product('c1', 'channel', { name: 'Channel One' }),
        product('c2', 'channel', { name: 'Channel Two' }),
        product('v1', 'vod', { name: 'Video One' }),
      ]),
    });
    const { user } = render(6);
    await user.click(await screen.findByRole('button', { name: 'Choose PEO Family' }));
    expect(screen.getByRole('button', { name: 'PEO Family chosen' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'This Package Includes' })).toBeInTheDocument();
    const disclosure = await screen.findByRole('button', { name: '2 Channels' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Channels', 'VOD']);
    // A channel's artwork is square: a 16:9 box would cut its name off.
    const tile = screen.getByRole('link', { name: 'Channel One' });
    const image = tile.querySelector('img');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['240', '240']);
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  });

  it('says why SUBMIT is disabled until the terms are ticked and the price shows', async () => {
    fakeApi({ [PACKAGES]: [lite], [QUOTE]: quoteOf, 'GET /products/v1/products/p-lite': detail('p-lite') });
    const { user } = render(6);
    await user.click(await screen.findByRole('button', { name: 'Choose PEO Lite' }));
    const submit = screen.getByRole('button', { name: 'SUBMIT' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Tick the terms to continue');
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/termsandconditions');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await vi.waitFor(() => expect(submit).toBeEnabled());
    expect(submit).not.toHaveAccessibleDescription();
  });

  it('type 6: shows the total +tax, subscribes with it and an Idempotency-Key, and leaves for the consent page', async () => {
    const api = fakeApi({
      [PACKAGES]: [lite],
      [QUOTE]: quoteOf,
      'GET /products/v1/products/p-lite': detail('p-lite'),
      [SUBSCRIBE]: { kind: 'consent', result },
      [CONSENT]: { bridgeID: 'bridge-1', consentUrl: '/sandbox/operator/consent?bridgeID=bridge-1' },
    });
    const { user } = render(6);
    await user.click(await screen.findByRole('button', { name: 'Choose PEO Lite' }));
    const order = screen.getByRole('region', { name: 'Your order' });
    expect(await within(order).findByText('Total: Rs. 1,390.00 +tax')).toBeInTheDocument();
    expect(within(order).queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await vi.waitFor(() => expect(leaveSiteFor).toHaveBeenCalledWith('/sandbox/operator/consent?bridgeID=bridge-1'));
    const [subscribe] = api.calls(SUBSCRIBE);
    expect(subscribe?.body).toEqual({
      connectionId: CONNECTION_ID,
      productId: 'p-lite',
      purchaseOptionId: 'p-lite-option',
      extraPackageIds: [],
      amount: 1681.9,
    });
    expect(subscribe?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(subscribe?.headers.get('Registration-Token')).toBe(TOKEN);
    expect(api.calls(CONSENT)[0]?.body).toEqual({ connectionId: CONNECTION_ID, msisdn: '0711234565' });
    expect(readRegistration()?.purchase).toMatchObject({ productName: 'PEO Package', price: 1390 });
  });

  it('type 7: shows what the card pays with the tax table, and the extra screen priced and paid with it', async () => {
    const api = fakeApi({
      [PACKAGES]: [family],
      [QUOTE]: quoteOf,
      'GET /products/v1/products/p-family': detail('p-family'),
      [SUBSCRIBE]: reply(409, { message: 'The price has changed.', code: 'CONFLICT' }),
    });
    const { user } = render(7);
    await user.click(await screen.findByRole('button', { name: 'Choose PEO Family' }));
    const order = screen.getByRole('region', { name: 'Your order' });
    expect(await within(order).findByText('To pay now: Rs. 1,681.90')).toBeInTheDocument();
    const table = within(order).getByRole('table', { name: 'Tax' });
    expect(within(table).getByRole('row', { name: 'Total Rs. 1,681.90' })).toBeInTheDocument();
    const screens = within(order).getByRole('group', { name: 'Extra screens' });
    expect(within(screens).getByRole('radio', { name: 'No extra screens' })).toBeChecked();
    const extra = within(screens).getByRole('radio', { name: /^Extra screen/ });
    await vi.waitFor(() => expect(extra.closest('label')).toHaveTextContent('Rs. 181.50 Monthly subscription'));
    await user.click(extra);
    expect(await within(order).findByText('To pay now: Rs. 1,863.40')).toBeInTheDocument();
    expect(
      within(order)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['PEO Package', 'Extra screen']);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    const quotesBefore = api.calls(QUOTE).length;
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await within(order).findByRole('alert')).toHaveTextContent('The price has changed.');
    expect(api.calls(SUBSCRIBE)[0]?.body).toMatchObject({ extraPackageIds: ['screen-1'], amount: 1863.4 });
    // After a refusal the price is read again.
    await vi.waitFor(() => expect(api.calls(QUOTE).length).toBeGreaterThan(quotesBefore));
  });

  it('type 7: says nothing was charged when the card checkout is closed, and SUBMIT tries again', async () => {
    vi.mocked(runCardCheckout).mockResolvedValue({ kind: 'dismissed' });
    const api = fakeApi({
      [PACKAGES]: [lite],
      [QUOTE]: quoteOf,
      'GET /products/v1/products/p-lite': detail('p-lite'),
      [SUBSCRIBE]: {
        kind: 'card',
        result,
        checkout: { transactionId: result.transactionId },
      },
    });
    const { user } = render(7);
    await user.click(await screen.findByRole('button', { name: 'Choose PEO Lite' }));
    const order = screen.getByRole('region', { name: 'Your order' });
    await within(order).findByText('To pay now: Rs. 1,681.90');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));

    const cancelled = await screen.findByText('You have not been charged. You can try again whenever you are ready.');
    expect(cancelled.closest('[role="status"]')).toHaveTextContent('Payment cancelled');
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await vi.waitFor(() => expect(api.calls(SUBSCRIBE)).toHaveLength(2));
  });

  it('retries the same choice with the same Idempotency-Key and shows the server message', async () => {
    const api = fakeApi({
      [PACKAGES]: [lite],
      [QUOTE]: quoteOf,
      'GET /products/v1/products/p-lite': detail('p-lite'),
      [SUBSCRIBE]: reply(409, { message: 'A payment for this registration is already waiting.', code: 'CONFLICT' }),
    });
    const { user } = render(7);
    await user.click(await screen.findByRole('button', { name: 'Choose PEO Lite' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    const submit = screen.getByRole('button', { name: 'SUBMIT' });
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('A payment for this registration is already waiting.');
    await vi.waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await vi.waitFor(() => expect(api.calls(SUBSCRIBE)).toHaveLength(2));
    const [first, second] = api.calls(SUBSCRIBE);
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it('shows the card price without +tax for type 7', async () => {
    fakeApi({ [PACKAGES]: [lite], [QUOTE]: quoteOf });
    render(7);
    expect(await screen.findByText('Rs. 1,390.00')).toBeInTheDocument();
  });
});
