import type { RegistrationQuote } from '@selfcare/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubObservers, stubViewport } from '@/shared/ui/testing/browser-apis';
import { basePackage, product, productDetail } from '@/testing/catalogue-fixtures';
import { type FakeRequest, fakeApi, reply } from '@/testing/fake-api';
import { CONNECTION_ID, renderStep, TOKEN } from '../testing/render-step';
import { SubscribePage } from './subscribe-page';

const PACKAGES = 'GET /users/v1/registration/packages';
const SUBSCRIBE = 'POST /users/v1/registration/subscribe';
const QUOTE = 'POST /users/v1/registration/quote';

/** The server's price of the order: Rs. 1,390.00 a package, Rs. 150.00 a screen, taxes 21%. */
function quoteOf(request: FakeRequest): RegistrationQuote {
  const body = request.body as { productId: string; extraPackageIds: string[] };
  const lines = [body.productId, ...body.extraPackageIds].map((productId) => {
    const price = productId.startsWith('screen') ? 150 : 1390;
    return { productId, name: productId, price, taxedPrice: price * 1.21 };
  });
  const price = lines.reduce((total, line) => total + line.price, 0);
  const taxedPrice = Math.round(price * 121) / 100;
  return { lines, price, taxes: [{ taxDisplayName: 'VAT', taxedAmount: taxedPrice - price }], taxedPrice };
}
const lite = basePackage('p-lite', { name: 'PEO Lite' });
const family = basePackage('p-family', {
  name: 'PEO Family',
  purchasableProductList: [product('screen-1', 'screens', { name: 'Extra screen' })],
});
const detail = (id: string, productList: ReturnType<typeof product>[]) =>
  productDetail(product(id, 'package'), { productList });
const completed = {
  kind: 'completed',
  result: {
    status: 'SUCCESS',
    paymentStatus: 'SUCCESS',
    authCode: null,
    description: null,
    transactionId: null,
    referenceNo: null,
    purchaseId: null,
    amount: 1390,
    purchasedPrice: 1390,
    unsubscriptionCancelled: false,
    networkError: false,
  },
};

function render() {
  return renderStep('/subscribe', SubscribePage, {
    registration: { mode: 'register', connectionType: 1, connectionId: CONNECTION_ID, registrationToken: TOKEN },
  });
}

describe('SubscribePage (Confirm Account)', () => {
  beforeEach(() => {
    stubViewport(1280);
    stubObservers();
  });

  it('offers the packages as "name - Rs. price + Taxes" and needs one chosen', async () => {
    const api = fakeApi({ [PACKAGES]: [lite, family] });
    const { user } = render();
    const select = await screen.findByLabelText('Package');
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Select a package',
      'PEO Lite - Rs. 1,390.00 + Taxes',
      'PEO Family - Rs. 1,390.00 + Taxes',
    ]);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the above terms & conditions' }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('Please select a package')).toBeInTheDocument();
    expect(select).toHaveFocus();
    expect(select).toHaveAccessibleDescription('Please select a package');
    expect(api.calls(SUBSCRIBE)).toHaveLength(0);
  });

  it('shows the channels as "N Channels", the extras as Yes/No defaulting to No, the total, and subscribes', async () => {
    const api = fakeApi({
      [PACKAGES]: [lite, family],
      [QUOTE]: quoteOf,
      'GET /products/v1/products/p-family': detail('p-family', [
        product('c1', 'channel', { name: 'Channel One' }),
        product('c2', 'channel', { name: 'Channel Two' }),
      ]),
      [SUBSCRIBE]: completed,
    });
    const { user } = render();
    await user.selectOptions(await screen.findByLabelText('Package'), 'p-family');
    expect(await screen.findByRole('heading', { name: '2 Channels' })).toBeInTheDocument();
    // A channel's artwork is square: a 16:9 tile would cut its name off.
    const image = screen.getByRole('link', { name: 'Channel One' }).querySelector('img');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['240', '240']);
    const group = screen.getByRole('group', { name: 'Add Extra screen?' });
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(group).toBeInTheDocument();
    const order = await screen.findByRole('region', { name: 'Your order' });
    expect(within(order).getByText('Total: Rs. 1,390.00 plus taxes')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(await within(order).findByText('Total: Rs. 1,540.00 plus taxes')).toBeInTheDocument();
    expect(within(order).getByText('Rs. 150.00 plus taxes')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the above terms & conditions' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Routed to /auth')).toBeInTheDocument();
    const [request] = api.calls(SUBSCRIBE);
    expect(request?.body).toEqual({
      connectionId: CONNECTION_ID,
      productId: 'p-family',
      purchaseOptionId: 'p-family-option',
      extraPackageIds: ['screen-1'],
      amount: 1863.4,
    });
    expect(request?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('says "No subscribed channels" for a package without channels and shows a failure in an alert', async () => {
    fakeApi({
      [PACKAGES]: [lite],
      [QUOTE]: quoteOf,
      'GET /products/v1/products/p-lite': detail('p-lite', [product('v1', 'vod')]),
      [SUBSCRIBE]: reply(422, { message: 'This package is not available for this connection.', code: 'BUSINESS_RULE' }),
    });
    const { user } = render();
    await user.selectOptions(await screen.findByLabelText('Package'), 'p-lite');
    expect(await screen.findByText('No subscribed channels')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the above terms & conditions' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This package is not available for this connection.');
  });
});
