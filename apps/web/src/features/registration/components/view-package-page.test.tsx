import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '@/shared/purchase/testing/fake-api';
import { stubObservers, stubViewport } from '@/shared/ui/testing/browser-apis';
import { basePackage, product } from '@/testing/catalogue-fixtures';
import { leaveSiteFor } from '../model/leave-site';
import { readRegistration } from '../model/registration-store';
import { CONNECTION_ID, renderStep, TOKEN } from '../testing/render-step';
import { ViewPackagePage } from './view-package-page';

vi.mock('../model/leave-site', () => ({ leaveSiteFor: vi.fn() }));

const PACKAGES = 'GET /users/v1/registration/packages';
const SUBSCRIBE = 'POST /users/v1/registration/subscribe';
const CONSENT = 'POST /users/v1/registration/consent';

const lite = basePackage('p-lite', { name: 'PEO Lite' });
const family = basePackage('p-family', {
  name: 'PEO Family',
  purchasableProductList: [product('screen-1', 'screens', { name: 'Extra screen' })],
});
const detail = (id: string, productList = [product('c1', 'channel', { name: 'Channel One' })]) => ({
  ...product(id, 'package'),
  additionalDetails: [],
  lowestAgeGroup: null,
  productList,
  channelsList: [],
  purchasableProductList: [],
  dataBundle: [],
});

const result = {
  status: 'SUCCESS',
  paymentStatus: null,
  authCode: null,
  description: null,
  transactionId: '00000000-0000-4000-8000-0000000000e1',
  referenceNo: null,
  purchaseId: null,
  amount: 1640.2,
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

  it('lists the packages in reverse order for types 6 and 7, with the operator price and the includes tabs', async () => {
    fakeApi({
      [PACKAGES]: [lite, family],
      'GET /products/v1/products/p-family': detail('p-family', [
        product('b1', 'channelbundle', { name: 'Bundle One' }),
        product('v1', 'vod', { name: 'Video One' }),
      ]),
    });
    render(6);
    const carousel = await screen.findByRole('region', { name: 'Packages' });
    expect(
      within(carousel)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['PEO Family', 'PEO Lite']);
    expect(screen.getByRole('button', { name: 'PEO Family chosen' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(carousel).getAllByText('Rs. 1,390.00 +tax')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'This Package Includes' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Channels', 'VOD']);
    expect(screen.getByText('Bundle One')).toBeInTheDocument();
    // One payment pays one product: extra screens are offered from Devices afterwards.
    expect(
      screen.getByText('Extra screens for this package can be added from Devices once your subscription is active.'),
    ).toBeInTheDocument();
  });

  it('keeps SUBMIT disabled until the terms are ticked; the terms link opens the terms page', async () => {
    fakeApi({ [PACKAGES]: [lite], 'GET /products/v1/products/p-lite': detail('p-lite') });
    const { user } = render(6);
    const submit = await screen.findByRole('button', { name: 'SUBMIT' });
    expect(submit).toBeDisabled();
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/termsandconditions');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    expect(submit).toBeEnabled();
  });

  it('type 6: subscribes with an Idempotency-Key, asks for the consent and leaves for the consent page', async () => {
    const api = fakeApi({
      [PACKAGES]: [lite],
      'GET /products/v1/products/p-lite': detail('p-lite'),
      [SUBSCRIBE]: { kind: 'consent', result },
      [CONSENT]: { bridgeID: 'bridge-1', consentUrl: '/sandbox/operator/consent?bridgeID=bridge-1' },
    });
    const { user } = render(6);
    await user.click(await screen.findByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await vi.waitFor(() => expect(leaveSiteFor).toHaveBeenCalledWith('/sandbox/operator/consent?bridgeID=bridge-1'));
    const [subscribe] = api.calls(SUBSCRIBE);
    expect(subscribe?.body).toEqual({
      connectionId: CONNECTION_ID,
      productId: 'p-lite',
      purchaseOptionId: 'p-lite-option',
      extraPackageIds: [],
    });
    expect(subscribe?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(subscribe?.headers.get('Registration-Token')).toBe(TOKEN);
    expect(api.calls(CONSENT)[0]?.body).toEqual({ connectionId: CONNECTION_ID, msisdn: '0711234565' });
    expect(readRegistration()?.purchase).toMatchObject({ productName: 'PEO Lite', price: 1390 });
  });

  it('retries the same choice with the same Idempotency-Key and shows the server message', async () => {
    const api = fakeApi({
      [PACKAGES]: [lite],
      'GET /products/v1/products/p-lite': detail('p-lite'),
      [SUBSCRIBE]: reply(409, { message: 'A payment for this registration is already waiting.', code: 'CONFLICT' }),
    });
    const { user } = render(7);
    await user.click(await screen.findByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A payment for this registration is already waiting.');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await vi.waitFor(() => expect(api.calls(SUBSCRIBE)).toHaveLength(2));
    const [first, second] = api.calls(SUBSCRIBE);
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it('shows the card price without +tax for type 7', async () => {
    fakeApi({ [PACKAGES]: [lite], 'GET /products/v1/products/p-lite': detail('p-lite') });
    render(7);
    expect(await screen.findByText('Rs. 1,390.00')).toBeInTheDocument();
  });
});
