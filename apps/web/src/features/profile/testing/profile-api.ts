import type {
  AccountDetails,
  BasePackage,
  CardReplacement,
  ConnectionDetails,
  ConnectionSummary,
  Device,
  PaymentMethod,
  PaymentRecord,
  PreapprovalStatus,
  ProductSummary,
  PurchasedVoucher,
  UserPurchase,
  VoucherUsage,
} from '@selfcare/contracts';
import { basePackage, product, productTypes } from '@/testing/catalogue-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { account, fixedLineConnection, fixedLineDetails } from '@/testing/fixtures';

/** What the fake server answers; every field can be replaced per test. */
export interface ProfileApi {
  account: AccountDetails;
  connections: ConnectionSummary[];
  details: ConnectionDetails;
  packages: BasePackage[];
  products: ProductSummary[];
  promotions: ProductSummary[];
  devices: Device[];
  payments: PaymentRecord[];
  purchases: UserPurchase[];
  vouchers: PurchasedVoucher[];
  usages: VoucherUsage[];
  /** A card payer's card on file and renewing subscriptions. */
  paymentMethod: PaymentMethod;
  /** What the gateway decided of a card replacement, once asked. */
  replacement: PreapprovalStatus;
  /** A refusal for every DELETE and POST, and for a receipt, when set. */
  refuse?: { status: number; message: string };
}

export const device = (id: string, name: string): Device => ({
  id,
  name,
  deviceUid: `uid-${id}`,
  deviceInfo: { deviceModelType: 'Android TV' },
});

export function profileApi(overrides: Partial<ProfileApi> = {}): ProfileApi {
  return {
    account,
    connections: [fixedLineConnection],
    details: {
      ...fixedLineDetails,
      profiles: [
        { profileUid: 'p1', name: 'Kamal', defaultProfile: true, parentalRating: '18+', authPin: '1111' },
        { profileUid: 'p2', name: 'Kids', defaultProfile: false, parentalRating: '7+', authPin: '2222' },
      ],
    },
    packages: [basePackage('family', { name: 'PEO Family', currentPurchasedPackage: true, numberOfScreens: 3 })],
    products: [
      product('ch1', 'channel', { name: 'HBO', isPurchased: true }),
      product('ch2', 'channel', { name: 'Rupavahini', isPurchased: true, isBundled: true }),
      product('bundle1', 'channelbundle', { name: 'Sports Pack', isPurchased: true }),
      product('vod1', 'vod', { name: 'Sihina Desa', isPurchased: true }),
      product('vod2', 'vod', { name: 'Not bought' }),
      product('svod1', 'svod', { name: 'Kids Zone', isPurchased: true }),
      product('screen1', 'screens', { name: 'Extra screen', isPurchased: true, numberOfScreens: 2 }),
    ],
    promotions: [product('promo1', 'promotionalpackage', { name: 'Avurudu Special', isPurchased: true })],
    devices: [device('d1', 'Living room TV'), device('d2', 'Phone')],
    payments: [],
    purchases: [],
    vouchers: [],
    usages: [],
    paymentMethod: { card: null, subscriptions: [] },
    replacement: { status: 'APPROVED', description: null },
    ...overrides,
  };
}

/** The preapproval the api opens to replace a card: the gateway's popup takes it. */
export const cardReplacement: CardReplacement = {
  preapprovalId: '66666666-6666-4666-8666-666666666666',
  sdkUrl: '/sandbox/payhere/payhere.js',
  sandbox: true,
  merchantId: '1211149',
  returnUrl: 'http://localhost/profile?tab=3',
  cancelUrl: 'http://localhost/profile?tab=3&cancelled=true',
  notifyUrl: 'http://localhost/api/prepaid/v1/payments/notify',
  referenceNumber: 'PRE-1',
  purchaseItemName: 'Card for automatic renewals',
  purchaseItemId: 'card-on-file',
  amount: '',
  currency: 'LKR',
  recurrence: null,
  duration: null,
  preapprove: true,
  hash: 'PREHASH',
  customer: {
    firstName: 'Kamal',
    lastName: 'Perera',
    email: 'kamal@example.lk',
    phone: '0771234567',
    address: 'Colombo',
    city: 'Colombo',
    country: 'Sri Lanka',
  },
};

/** Serves /profile's reads and actions from `api`; returns the fetch mock to inspect the calls. */
export function serveProfile(api: ProfileApi) {
  return mockFetch((path, init) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET' && api.refuse)
      return jsonResponse(api.refuse.status, { message: api.refuse.message, code: 'X' });
    if (path.endsWith('/account/details')) return jsonResponse(200, api.account);
    if (path.endsWith('/account/connections')) return jsonResponse(200, api.connections);
    if (path.includes('/connection/details/')) return jsonResponse(200, api.details);
    if (path.includes('/allowedSecondaryPackages')) return jsonResponse(200, api.packages);
    if (path.endsWith('/product-types')) return jsonResponse(200, productTypes);
    if (path.includes('/user-products/by-types')) return jsonResponse(200, api.products);
    if (path.includes('/user-products/by-packagetype')) return jsonResponse(200, api.promotions);
    if (path.includes('/user-products/data-bundle')) {
      return jsonResponse(200, { dataBundle: product('data1', 'databundle', { name: 'Family 40 GB', dataQuota: 40 }) });
    }
    if (method === 'DELETE' && path.includes('/devices/'))
      return jsonResponse(200, { message: 'The device has been removed.' });
    if (path.endsWith('/devices')) return jsonResponse(200, api.devices);
    if (method === 'DELETE' && path.includes('/profiles/'))
      return jsonResponse(200, { message: 'The profile has been removed.' });
    if (path.includes('/receipt?')) {
      if (api.refuse) return jsonResponse(api.refuse.status, { message: api.refuse.message, code: 'X' });
      return new Response('%PDF-1.7', {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="receipt-REF-1.pdf"',
        },
      });
    }
    if (path.includes('/payment-method?')) return jsonResponse(200, api.paymentMethod);
    if (method === 'POST' && path.endsWith('/payment-method/card-replacements')) {
      return jsonResponse(200, cardReplacement);
    }
    if (path.includes('/payment-method/card-replacements/')) return jsonResponse(200, api.replacement);
    if (method === 'PUT' && path.endsWith('/auto-renew')) {
      const { autoRenew } = JSON.parse(String(init.body)) as { autoRenew: boolean };
      const [subscription] = api.paymentMethod.subscriptions;
      return jsonResponse(200, { ...subscription, autoRenew });
    }
    if (path.includes('/payments?')) return jsonResponse(200, api.payments);
    if (path.includes('/billing/user-purchase/page?')) return jsonResponse(200, purchasePage(api.purchases, path));
    if (path.includes('/vouchers/purchases?')) return jsonResponse(200, api.vouchers);
    if (path.includes('/details?connectionId')) return jsonResponse(200, api.usages);
    if (path.includes('unsubscribe/')) {
      return jsonResponse(200, {
        message: 'Unsubscribed',
        status: 'pending_terminated',
        terminationDate: '2026-12-31',
      });
    }
    if (path.endsWith('/parental-pin')) return jsonResponse(200, { message: 'Your parental PIN has been changed.' });
    return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

/** The api's keyset paging over `purchases` (newest first): the page after `afterPurchaseId`. */
function purchasePage(purchases: UserPurchase[], path: string) {
  const params = new URL(path, 'http://localhost').searchParams;
  const pageSize = Number(params.get('pageSize'));
  const after = params.get('afterPurchaseId');
  const from = after ? purchases.findIndex((row) => row.purchaseId === after) + 1 : 0;
  const items = purchases.slice(from, from + pageSize);
  const more = from + pageSize < purchases.length;
  return { items, nextAfterPurchaseId: more ? (items.at(-1)?.purchaseId ?? null) : null };
}
