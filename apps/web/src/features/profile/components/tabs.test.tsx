import type { ConnectionDetails, UserPurchase } from '@selfcare/contracts';
import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showLanguage } from '@/shared/i18n/load-language';
import { writeStored } from '@/shared/session/storage';
import { product } from '@/testing/catalogue-fixtures';
import { RoutedTo, renderRoutes } from '@/testing/render';
import { device, type ProfileApi, profileApi, serveProfile } from '../testing/profile-api';
import { ProfilePage } from './profile-page';

configure({ asyncUtilTimeout: 10_000 });

function open(api: ProfileApi, tab: string) {
  writeStored({ jwt: 'jwt-1', conID: api.details.connectionId, connectionStatus: api.details.status });
  const fetchMock = serveProfile(api);
  const rendered = renderRoutes(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '*', element: <RoutedTo /> },
    ],
    { path: `/profile?tab=${tab}` },
  );
  return { ...rendered, fetchMock };
}

const calls = (fetchMock: ReturnType<typeof serveProfile>, part: string) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((path) => path.includes(part));

const prepaid: ConnectionDetails = { ...profileApi().details, connectionType: 7, serviceType: 'Prepaid' };
const mobile: ConnectionDetails = { ...profileApi().details, connectionType: 6, serviceType: 'Mobitel' };

afterEach(async () => {
  vi.useRealTimers();
  await act(() => showLanguage('en'));
});

/** The text of every body cell, row by row. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('MY CONTENT', { timeout: 30_000 }, () => {
  it('shows the package, data bundle, devices and the bought content with their links', async () => {
    const { fetchMock } = open(profileApi(), '0');
    const current = await screen.findByRole('region', { name: 'Current Package' });
    expect(within(current).getByText('PEO Family')).toBeInTheDocument();
    expect(within(current).getByRole('link', { name: 'Upgrade package' })).toHaveAttribute('href', '/packages');
    const bundle = screen.getByRole('region', { name: 'Data Bundle' });
    expect(await within(bundle).findByText('Family 40 GB')).toBeInTheDocument();
    expect(within(bundle).getByRole('link', { name: 'Upgrade data bundle' })).toHaveAttribute('href', '/databundles');
    const devices = screen.getByRole('region', { name: 'Devices' });
    expect(within(devices).getByText('Default devices: 3')).toBeInTheDocument();
    expect(await within(devices).findByText('Additional devices: 2')).toBeInTheDocument();
    expect(within(devices).getByRole('link', { name: 'Unsubscribe additional devices' })).toHaveAttribute(
      'href',
      '/screens',
    );

    const channels = await screen.findByRole('region', { name: 'Additional Channels' });
    expect(within(channels).getByRole('link', { name: 'HBO' })).toHaveAttribute('href', '/products/ch1/false');
    expect(within(channels).getByRole('link', { name: 'Sports Pack' })).toHaveAttribute(
      'href',
      '/channel-bundle/bundle1',
    );
    // What came with the package is not listed.
    expect(within(channels).queryByText('Rupavahini')).not.toBeInTheDocument();
    const onDemand = screen.getByRole('region', { name: 'On Demand Content' });
    expect(within(onDemand).getByRole('link', { name: 'Sihina Desa' })).toBeInTheDocument();
    expect(within(onDemand).queryByText('Not bought')).not.toBeInTheDocument();
    const svod = screen.getByRole('region', { name: 'Subscription Video' });
    expect(within(svod).getByRole('link', { name: 'Kids Zone' })).toHaveAttribute('href', '/svod/svod1');
    const promotions = await screen.findByRole('region', { name: 'Promotional Packages' });
    expect(within(promotions).getByRole('link', { name: 'Avurudu Special' })).toHaveAttribute(
      'href',
      '/promotions/packages/#promo1',
    );
    // Only what the connection bought on its own is asked for, not the whole catalogue of those types.
    const reads = calls(fetchMock, '/user-products/by-types');
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(new URL(read, 'http://portal').searchParams.get('held')).toBe('own');
  });

  it('hides UPGRADE for the PEOTVGO service type and the data bundle without broadband', async () => {
    open(profileApi({ details: { ...profileApi().details, serviceType: 'PEOTVGO', broadband: false } }), '0');
    const current = await screen.findByRole('region', { name: 'Current Package' });
    expect(within(current).queryByRole('link', { name: 'Upgrade package' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Data Bundle' })).not.toBeInTheDocument();
  });

  it('marks each bought item with its purchase kind and a days-to-expire badge when it ends soon', async () => {
    const monthly = product('vod1', 'vod').purchaseOption;
    const oneOff = monthly && { ...monthly, purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL' as const };
    open(
      profileApi({
        products: [
          product('ch1', 'channel', { name: 'HBO', isPurchased: true, daysRemainingToExpire: 2 }),
          product('vod1', 'vod', { name: 'Sihina Desa', isPurchased: true, purchaseOption: oneOff }),
        ],
        promotions: [],
      }),
      '0',
    );
    const channels = await screen.findByRole('region', { name: 'Additional Channels' });
    const hbo = within(channels).getByRole('link', { name: 'HBO' });
    expect(hbo).toHaveAccessibleDescription('Subscribed 2 days to expire');
    const onDemand = screen.getByRole('region', { name: 'On Demand Content' });
    expect(within(onDemand).getByRole('link', { name: 'Sihina Desa' })).toHaveAccessibleDescription('Purchased');
  });

  it('marks an item being unsubscribed with the day its access ends, in English and Tamil', async () => {
    const api = profileApi({
      products: [
        product('ch1', 'channel', {
          name: 'HBO',
          isPurchased: true,
          purchaseStatus: 'PURCHASE_PENDING_REMOVE',
          billingEndDate: '2026-12-31',
        }),
      ],
      promotions: [
        product('promo1', 'promotionalpackage', {
          name: 'Avurudu Special',
          isPurchased: true,
          purchaseStatus: 'PURCHASE_PENDING_REMOVE',
          billingEndDate: '2026-12-31',
        }),
      ],
    });
    open(api, '0');
    const channels = await screen.findByRole('region', { name: 'Additional Channels' });
    expect(within(channels).getByRole('link', { name: 'HBO' })).toHaveAccessibleDescription(
      'Unsubscribed: access until 31/12/2026',
    );
    const promotions = await screen.findByRole('region', { name: 'Promotional Packages' });
    expect(within(promotions).getByRole('link', { name: 'Avurudu Special' })).toHaveAccessibleDescription(
      'Unsubscribed: access until 31/12/2026',
    );
    cleanup();

    await act(() => showLanguage('ta'));
    open(api, '0');
    const tamil = await screen.findByRole('region', { name: 'மேலதிக அலைவரிசைகள்' });
    expect(within(tamil).getByRole('link', { name: 'HBO' })).toHaveAccessibleDescription(
      'சந்தா இரத்துச் செய்யப்பட்டது: 31/12/2026 வரை அணுகலாம்',
    );
  });

  it('while suspended, shows the content on hold with the way to re-activate and no ways to buy', async () => {
    open(profileApi({ details: { ...profileApi().details, status: 'suspended' } }), '0');
    const notice = await screen.findByRole('region', { name: 'Connection suspended' });
    expect(within(notice).getByRole('link', { name: 'Re-activate the connection' })).toHaveAttribute('href', '/');
    expect(
      within(notice).getByText('Your connection is suspended. The content below comes back when you re-activate it.'),
    ).toBeInTheDocument();
    const channels = await screen.findByRole('region', { name: 'Additional Channels' });
    expect(within(channels).getByRole('link', { name: 'HBO' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade package' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade data bundle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add devices' })).not.toBeInTheDocument();
  });

  it('offers no device UNSUBSCRIBE without extra devices', async () => {
    open(profileApi({ products: [], promotions: [] }), '0');
    const devices = await screen.findByRole('region', { name: 'Devices' });
    expect(await screen.findByText('There is no product available')).toBeInTheDocument();
    expect(within(devices).getByText('Additional devices: 0')).toBeInTheDocument();
    expect(within(devices).queryByRole('link', { name: 'Unsubscribe additional devices' })).not.toBeInTheDocument();
  });
});

describe('MY DEVICES and MY PROFILES', { timeout: 30_000 }, () => {
  it('lists the devices and removes one after confirming', async () => {
    const api = profileApi();
    const { user, fetchMock } = open(api, '1');
    const card = (await screen.findByRole('heading', { name: 'Living room TV' })).closest('li') as HTMLElement;
    expect(within(card).getByText('uid-d1')).toBeInTheDocument();
    expect(within(card).getByText('Android TV')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Remove Living room TV' }));
    api.devices = [device('d2', 'Phone')];
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The device has been removed.')).toBeInTheDocument();
    expect(calls(fetchMock, '/connections/con-1/devices/d1')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Living room TV' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Phone' })).toBeInTheDocument();
  });

  it('shows Process failed with the server message when removing fails', async () => {
    const { user } = open(profileApi({ refuse: { status: 404, message: 'Device not found' } }), '1');
    await user.click(await screen.findByRole('button', { name: 'Remove Phone' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Process failed' });
    expect(within(dialog).getByText('Device not found')).toBeInTheDocument();
  });

  it('says so when no device is connected, with the validation-code instruction', async () => {
    open(profileApi({ devices: [] }), '1');
    expect(await screen.findByText('Currently, there are no devices connected.')).toBeInTheDocument();
    expect(screen.getByText(/validation code shown in Connection Info/)).toBeInTheDocument();
  });

  it('tags the primary profile, which cannot be removed, and removes another', async () => {
    const api = profileApi();
    const { user, fetchMock } = open(api, '2');
    const primary = (await screen.findByRole('heading', { name: 'Kamal' })).closest('li') as HTMLElement;
    expect(within(primary).getByText('Primary')).toBeInTheDocument();
    expect(within(primary).getByText('18+')).toBeInTheDocument();
    expect(within(primary).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Kids' }));
    api.details = { ...api.details, profiles: api.details.profiles.filter((profile) => profile.defaultProfile) };
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The profile has been removed.')).toBeInTheDocument();
    expect(calls(fetchMock, '/users/v1/profiles/p2')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Kids' })).not.toBeInTheDocument());
  });
});

const payment = {
  transactionId: 't1',
  createdDate: '2026-11-21T20:15:05Z',
  paymentType: 'PURCHASE' as const,
  productName: 'HBO',
  amount: 1590.5,
  amountExcludingTax: 1390,
  paymentMethod: 'VISA',
  cardNumber: '************1292',
  paymentStatus: 'SUCCESS' as const,
  referenceNumber: 'REF-1',
  details: null,
};

describe("MY PAYMENTS' payment method (card payers)", { timeout: 30_000 }, () => {
  const hbo = {
    purchaseId: '77777777-7777-4777-8777-777777777777',
    productName: 'HBO',
    billingEndDate: '2026-12-20',
    autoRenew: true,
    retryOn: null,
  };
  const card = {
    brand: 'VISA',
    lastFour: '1292',
    expiry: '12/30',
    holderName: 'N Perera',
    expiresSoon: false,
    expired: false,
  };

  afterEach(() => {
    delete window.payhere;
  });

  it("shows the card on file and turns a subscription's automatic renewal off", async () => {
    const api = profileApi({ details: prepaid, paymentMethod: { card, subscriptions: [hbo] } });
    const { fetchMock, user } = open(api, '3');
    const section = await screen.findByRole('region', { name: 'Payment method' });
    expect(await within(section).findByText('Visa card ending in 1292, expires 12/30.')).toBeInTheDocument();
    const renew = within(section).getByRole('checkbox', { name: 'Renew HBO automatically' });
    expect(renew).toBeChecked();
    expect(renew).toHaveAccessibleDescription('Renews on the card on file after 2026-12-20.');
    await user.click(renew);
    await waitFor(() => expect(calls(fetchMock, '/auto-renew')).toHaveLength(1));
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/auto-renew')) ?? [];
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ connectionId: 'con-1', autoRenew: false });
  });

  it('replaces the card through the gateway popup and says so once the gateway approved it', async () => {
    const api = profileApi({ details: prepaid, paymentMethod: { card, subscriptions: [] } });
    const started: unknown[] = [];
    window.payhere = {
      startPayment: (payment) => {
        started.push(payment);
        window.payhere?.onCompleted('PRE-1');
      },
      onCompleted: () => {},
      onDismissed: () => {},
      onError: () => {},
    };
    const { user } = open(api, '3');
    const section = await screen.findByRole('region', { name: 'Payment method' });
    await user.click(await within(section).findByRole('button', { name: 'Replace card' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Your new card is on file. Your subscriptions renew on it.',
    );
    expect(started).toEqual([expect.objectContaining({ preapprove: true, order_id: 'PRE-1', hash: 'PREHASH' })]);
  });

  it("keeps the old card and gives the bank's reason when the new one is refused", async () => {
    const api = profileApi({
      details: prepaid,
      paymentMethod: { card: null, subscriptions: [] },
      replacement: { status: 'FAILED', description: 'Do Not Honor.' },
    });
    window.payhere = {
      startPayment: () => window.payhere?.onCompleted('PRE-1'),
      onCompleted: () => {},
      onDismissed: () => {},
      onError: () => {},
    };
    const { user } = open(api, '3');
    const section = await screen.findByRole('region', { name: 'Payment method' });
    expect(await within(section).findByText(/No card is on file/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Add a card' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'The card was not approved: Do Not Honor. Your card on file stays as it was.',
    );
  });

  it('is not shown to a mobile-operator payer', async () => {
    open(profileApi({ details: mobile, payments: [] }), '3');
    await screen.findByText('No payments available!');
    expect(screen.queryByRole('region', { name: 'Payment method' })).not.toBeInTheDocument();
  });
});

describe('MY PAYMENTS', { timeout: 30_000 }, () => {
  it('shows the prepaid columns, Swedish-format dates in Colombo and no pending rows', async () => {
    const pending = { ...payment, transactionId: 't2', productName: 'Pending one', paymentStatus: 'PENDING' as const };
    const { fetchMock } = open(profileApi({ details: prepaid, payments: [payment, pending] }), '3');
    const table = await screen.findByRole('table', { name: 'Payments' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Date/Time',
      'Type',
      'Product Name',
      'Price Including Tax',
      'Method',
      'Card Details',
      'Status',
      'Ref No',
      'Reason',
      'Receipt',
    ]);
    expect(within(table).getByText('2026-11-22 01:45:05')).toBeInTheDocument();
    expect(within(table).getByText('Rs. 1,590.50')).toBeInTheDocument();
    expect(within(table).queryByText('Pending one')).not.toBeInTheDocument();
    expect(calls(fetchMock, '/billing/prepaid/payments?connectionId=con-1')).toHaveLength(1);
  });

  it('shows the mobile-operator columns with the price before tax', async () => {
    const { fetchMock } = open(profileApi({ details: mobile, payments: [payment] }), '3');
    const table = await screen.findByRole('table', { name: 'Payments' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Date/Time', 'Product Name', 'Price Excluding Tax', 'Status', 'Ref No', 'Receipt']);
    expect(within(table).getByText('Rs. 1,390.00')).toBeInTheDocument();
    expect(calls(fetchMock, '/billing/mobitel/payments?connectionId=con-1')).toHaveLength(1);
  });

  const renewal = { ...payment, transactionId: 't3', paymentType: 'RENEWAL' as const, paymentMethod: 'MASTER' };
  const declined = {
    ...payment,
    transactionId: 't4',
    paymentType: 'REACTIVATION' as const,
    paymentStatus: 'FAILURE' as const,
    referenceNumber: null,
    details: 'Card declined by the issuing bank.',
  };
  const voucherPayment = {
    ...payment,
    transactionId: 't5',
    paymentType: 'VOUCHER' as const,
    paymentStatus: 'RETRY' as const,
  };

  it('words the type, status and card of each prepaid payment, never the stored values', async () => {
    open(profileApi({ details: prepaid, payments: [payment, renewal, declined, voucherPayment] }), '3');
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(rows(table).map(([, type, , , method, , status]) => [type, method, status])).toEqual([
      ['Purchase', 'Visa card', 'Successful'],
      ['Renewal', 'Mastercard', 'Successful'],
      ['Reactivation', 'Visa card', 'Failed'],
      ['Gift voucher', 'Visa card', 'Awaiting retry'],
    ]);
    for (const stored of [
      'PURCHASE',
      'RENEWAL',
      'REACTIVATION',
      'VOUCHER',
      'SUCCESS',
      'FAILURE',
      'RETRY',
      'VISA',
      'MASTER',
    ])
      expect(within(table).queryByText(stored)).not.toBeInTheDocument();
  });

  it('links each payment that went through to its receipt, named by its product and time', async () => {
    open(profileApi({ details: prepaid, payments: [payment, declined, voucherPayment] }), '3');
    const table = await screen.findByRole('table', { name: 'Payments' });
    const links = within(table).getAllByRole('link', { name: /^Download receipt/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Download receipt: HBO, 2026-11-22 01:45:05');
    expect(links[0]).toHaveTextContent('Download receipt');
    expect(links[0]).toHaveAttribute('href', '/api/billing/v1/billing/payments/t1/receipt?language=en');
    expect(links[0]).toHaveAttribute('download');
  });

  it("fetches the receipt with the session and saves it under the api's name, or says why not", async () => {
    const saved: { href: string; download: string }[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:receipt', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    try {
      const api = profileApi({ details: prepaid, payments: [payment] });
      const { user, fetchMock } = open(api, '3');
      await user.click(await screen.findByRole('link', { name: /^Download receipt/ }));
      await waitFor(() => expect(saved).toEqual([{ href: 'blob:receipt', download: 'receipt-REF-1.pdf' }]));
      const [, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('/receipt?')) ?? [];
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jwt-1');

      api.refuse = { status: 409, message: 'This payment has not gone through, so it has no receipt.' };
      await user.click(screen.getByRole('link', { name: /^Download receipt/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This payment has not gone through');
      expect(saved).toHaveLength(1);
    } finally {
      click.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('asks for the receipt in the language the interface shows', async () => {
    await act(() => showLanguage('si'));
    open(profileApi({ details: mobile, payments: [payment] }), '3');
    const link = await screen.findByRole('link', { name: /^රිසිට්පත බාගන්න/ });
    expect(link).toHaveAccessibleName('රිසිට්පත බාගන්න: HBO, 2026-11-22 01:45:05');
    expect(link).toHaveAttribute('href', '/api/billing/v1/billing/payments/t1/receipt?language=si');
  });

  it('shows the prepaid payments in Tamil', async () => {
    await act(() => showLanguage('ta'));
    open(profileApi({ details: prepaid, payments: [payment, renewal, declined] }), '3');
    const table = await screen.findByRole('table', { name: 'கொடுப்பனவுகள்' });
    expect(rows(table).map(([, type, , price, method, , status]) => [type, price, method, status])).toEqual([
      ['கொள்வனவு', 'ரூ. 1,590.50', 'Visa அட்டை', 'வெற்றிகரமானது'],
      ['புதுப்பித்தல்', 'ரூ. 1,590.50', 'Mastercard அட்டை', 'வெற்றிகரமானது'],
      ['மீள்செயற்படுத்தல்', 'ரூ. 1,590.50', 'Visa அட்டை', 'தோல்வியடைந்தது'],
    ]);
  });

  it('shows the mobile-operator payments in Sinhala with their status in words', async () => {
    await act(() => showLanguage('si'));
    const retry = { ...payment, transactionId: 't6', paymentStatus: 'RETRY' as const, referenceNumber: null };
    open(profileApi({ details: mobile, payments: [payment, declined, retry] }), '3');
    const table = await screen.findByRole('table', { name: 'ගෙවීම්' });
    expect(rows(table).map(([, name, price, status]) => [name, price, status])).toEqual([
      ['HBO', 'රු. 1,390.00', 'සාර්ථකයි'],
      ['HBO', 'රු. 1,390.00', 'අසාර්ථකයි'],
      ['HBO', 'රු. 1,390.00', 'නැවත උත්සාහ කිරීමට බලාපොරොත්තුවෙන්'],
    ]);
  });
});

const voucher = {
  voucherId: '11111111-1111-4111-8111-111111111111',
  voucherName: 'Movie Gift',
  code: 'GIFT-1234',
  own: false,
  purchasedAt: '2026-11-01T04:30:00Z',
  purchaseId: 'pv1',
  expiryDate: '2026-12-01T18:29:59Z',
  totalValue: 2000,
  totalCount: null,
  remainingValue: 500,
  remainingCount: null,
};

describe('MY VOUCHERS', { timeout: 30_000 }, () => {
  it('lists the vouchers and shows one voucher’s purchases with Back', async () => {
    const usages = [{ purchasedDate: '2026-11-02T04:30:00Z', name: 'Sihina Desa', price: 1500 }];
    const { user, fetchMock } = open(profileApi({ details: prepaid, vouchers: [voucher], usages }), '4');
    const table = await screen.findByRole('table', { name: 'Vouchers' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(9);
    expect(within(table).getByText('Gift')).toBeInTheDocument();
    expect(within(table).getByText('2026/12/01')).toBeInTheDocument();
    expect(within(table).getByText('Rs. 500.00')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Movie Gift' }));
    const purchases = await screen.findByRole('table', { name: 'Purchases with Movie Gift' });
    expect(within(purchases).getByText('Sihina Desa')).toBeInTheDocument();
    expect(calls(fetchMock, '/billing/v1/vouchers/purchases/pv1/details?connectionId=con-1')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('table', { name: 'Vouchers' })).toBeInTheDocument();
  });

  it('shows the vouchers in Sinhala: ownership in words, amounts in rupees', async () => {
    await act(() => showLanguage('si'));
    const own = {
      ...voucher,
      purchaseId: 'pv2',
      own: true,
      totalValue: null,
      remainingValue: null,
      totalCount: 5,
      remainingCount: 4,
    };
    open(profileApi({ details: prepaid, vouchers: [voucher, own] }), '4');
    const table = await screen.findByRole('table', { name: 'වවුචර්' });
    expect(
      rows(table).map(([, , , ownership, , total, count, remaining, left]) => [
        ownership,
        total,
        count,
        remaining,
        left,
      ]),
    ).toEqual([
      ['තෑගි', 'රු. 2,000.00', '-', 'රු. 500.00', '-'],
      ['ස්වකීය', '-', '5', '-', '4'],
    ]);
  });

  it('says when there are no vouchers', async () => {
    open(profileApi({ details: prepaid }), '4');
    expect(await screen.findByText('No vouchers available!')).toBeInTheDocument();
  });

  it('says when a voucher bought nothing yet', async () => {
    const { user } = open(profileApi({ details: prepaid, vouchers: [voucher] }), '4');
    await user.click(await screen.findByRole('button', { name: 'Movie Gift' }));
    expect(await screen.findByText('No purchases available!')).toBeInTheDocument();
  });
});

const purchase: UserPurchase = {
  purchaseId: '22222222-2222-4222-8222-222222222222',
  purchasedAt: '2026-11-05T10:00:00Z',
  purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION',
  utilizationPeriod: 1,
  utilizationPeriodUnit: 'MONTHS',
  productName: 'HBO',
  productPrice: 1590,
  priceBeforeTax: 1347.46,
  paymentMethod: 'MONTHLY_BILL',
  receiptPaymentId: '55555555-5555-4555-8555-555555555555',
  upgrade: false,
};
const rental: UserPurchase = {
  ...purchase,
  purchaseId: '33333333-3333-4333-8333-333333333333',
  purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL',
  utilizationPeriod: 30,
  utilizationPeriodUnit: 'DAYS',
  productName: 'Sihina Desa',
  paymentMethod: 'GIFT_VOUCHER',
  receiptPaymentId: null,
};
const oneMonth: UserPurchase = {
  ...rental,
  purchaseId: '44444444-4444-4444-8444-444444444444',
  utilizationPeriod: 1,
  utilizationPeriodUnit: 'MONTHS',
  productName: 'Kids Zone',
  paymentMethod: 'CARD',
};

describe('MY PURCHASES', { timeout: 30_000 }, () => {
  it('words the type, period and method of each purchase, never the stored values', async () => {
    open(profileApi({ purchases: [purchase, rental, oneMonth] }), '5');
    const table = await screen.findByRole('table', { name: 'Purchases' });
    expect(rows(table).map(([, type, period, name, , method]) => [type, period, name, method])).toEqual([
      ['Subscription', 'Monthly subscription', 'HBO', 'Monthly bill'],
      ['One-off', 'For 30 Days', 'Sihina Desa', 'Gift voucher'],
      ['One-off', 'For 1 Month', 'Kids Zone', 'Card'],
    ]);
    expect(within(table).queryByText(/MONTHS|DAYS|CARD/)).not.toBeInTheDocument();
  });

  it('marks a package an upgrade started, priced at what the upgrade charged for the rest of the period', async () => {
    const upgraded: UserPurchase = {
      ...purchase,
      purchaseId: '55555555-5555-4555-8555-555555555555',
      productName: 'PEO Premium',
      productPrice: 901.83,
      priceBeforeTax: 745.16,
      upgrade: true,
    };
    open(profileApi({ purchases: [upgraded] }), '5');
    const table = await screen.findByRole('table', { name: 'Purchases' });
    expect(rows(table).map(([, type, , name, price]) => [type, name, price])).toEqual([
      ['Upgrade (rest of the period)', 'PEO Premium', 'Rs. 745.16 plus taxes'],
    ]);
  });

  it.each([
    [7, 'Rs. 1,590.00'],
    [6, 'Rs. 1,347.46 +tax'],
    [1, 'Rs. 1,347.46 plus taxes'],
  ])('prices a purchase of a type-%s connection the way it pays: %s', async (connectionType, price) => {
    open(profileApi({ details: { ...profileApi().details, connectionType }, purchases: [purchase] }), '5');
    const table = await screen.findByRole('table', { name: 'Purchases' });
    expect(rows(table).map((cells) => cells[4])).toEqual([price]);
  });

  it('links a paid purchase to the receipt of the payment it was bought with, and nothing else', async () => {
    open(profileApi({ purchases: [purchase, rental] }), '5');
    const table = await screen.findByRole('table', { name: 'Purchases' });
    const links = within(table).getAllByRole('link', { name: /^Download receipt/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/billing/v1/billing/payments/55555555-5555-4555-8555-555555555555/receipt?language=en',
    ]);
    expect(links[0]).toHaveAccessibleName('Download receipt: HBO, 2026-11-05 15:30:00');
  });

  it('shows the purchases in Tamil', async () => {
    await act(() => showLanguage('ta'));
    open(profileApi({ purchases: [purchase, rental] }), '5');
    const table = await screen.findByRole('table', { name: 'கொள்வனவுகள்' });
    expect(rows(table).map(([, type, period, , price, method]) => [type, period, price, method])).toEqual([
      ['சந்தா', 'மாதாந்தச் சந்தா', 'ரூ. 1,347.46 மற்றும் வரிகள்', 'மாதாந்தக் கட்டணப் பட்டியல்'],
      ['ஒருமுறைக் கொள்வனவு', '30 நாட்களுக்கு', 'ரூ. 1,347.46 மற்றும் வரிகள்', 'பரிசு வவுச்சர்'],
    ]);
  });

  it('asks for the start of the month to today, sending the end plus one day, and filters by date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
    const { user, fetchMock } = open(profileApi({ purchases: [purchase] }), '5');
    const table = await screen.findByRole('table', { name: 'Purchases' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date/Time', 'Type', 'Period', 'Product Name', 'Price', 'Method', 'Receipt']);
    expect(within(table).getByText('Monthly bill')).toBeInTheDocument();
    expect(calls(fetchMock, 'user-purchase/page?')[0]).toContain('connectionType=1&start=2026-11-01&end=2026-11-23');
    const start = screen.getByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    expect(end).toHaveAttribute('max', '2026-11-22');

    await user.clear(end);
    expect(await screen.findByText('Please select an end date')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.type(end, '2026-10-31');
    await user.clear(start);
    await user.type(start, '2026-10-01');
    await waitFor(() => expect(calls(fetchMock, 'start=2026-10-01&end=2026-11-01')).toHaveLength(1));
  });

  it('refuses a typed end date after today with a message, and asks nothing for it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 20:00 UTC on 22 November is already 23 November in Sri Lanka: that is today.
    vi.setSystemTime(new Date('2026-11-22T20:00:00Z'));
    const { user, fetchMock } = open(profileApi({ purchases: [purchase] }), '5');
    expect(await screen.findByRole('table', { name: 'Purchases' })).toBeInTheDocument();
    const end = screen.getByLabelText('End date');
    expect(end).toHaveAttribute('max', '2026-11-23');

    await user.clear(end);
    await user.type(end, '2026-11-24');
    expect(await screen.findByText('The end date must not be after today.')).toBeInTheDocument();
    expect(end).toHaveAccessibleDescription('The end date must not be after today.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(calls(fetchMock, 'end=2026-11-25')).toEqual([]);

    await user.clear(end);
    await user.type(end, '2026-11-23');
    expect(await screen.findByRole('table', { name: 'Purchases' })).toBeInTheDocument();
    expect(screen.queryByText('The end date must not be after today.')).not.toBeInTheDocument();
    expect(calls(fetchMock, 'start=2026-11-01&end=2026-11-24')).not.toEqual([]);
  });

  it('refuses a typed start after the end, and a period over a year, before asking', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
    const { user, fetchMock } = open(profileApi({ purchases: [purchase] }), '5');
    const start = await screen.findByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '2026-11-23');
    expect(await screen.findByText('The start date must not be after the end date.')).toBeInTheDocument();
    await user.clear(start);
    await user.type(start, '2025-11-01');
    expect(await screen.findByText('Please choose a period of at most one year.')).toBeInTheDocument();
    expect(calls(fetchMock, 'start=2026-11-23')).toEqual([]);
    expect(calls(fetchMock, 'start=2025-11-01')).toEqual([]);
  });

  it('shows 20 purchases, then the next ones on "Load more", asking after the last one shown', async () => {
    const history = Array.from({ length: 25 }, (_, index) => ({
      ...purchase,
      purchaseId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      productName: `Title ${index + 1}`,
    }));
    const { user, fetchMock } = open(profileApi({ purchases: history }), '5');
    const table = await screen.findByRole('table', { name: 'Purchases' });
    expect(rows(table)).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows(table)).toHaveLength(25));
    expect(
      rows(table)
        .map((cells) => cells[3])
        .slice(18),
    ).toEqual(['Title 19', 'Title 20', 'Title 21', 'Title 22', 'Title 23', 'Title 24', 'Title 25']);
    expect(calls(fetchMock, `afterPurchaseId=${history[19]?.purchaseId}`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when the period has no purchases', async () => {
    open(profileApi(), '5');
    expect(await screen.findByText('No purchases available!')).toBeInTheDocument();
  });
});
