import type {
  ConnectionSummary,
  DowngradeStatus,
  ProductDetail,
  PurchaseOption,
  TaxCalculateResponse,
} from '@selfcare/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { type ComponentProps, useState } from 'react';
import { expect } from 'vitest';
import { writeStored } from '@/shared/session/storage';
import { product, productDetail, purchaseOption } from '@/testing/catalogue-fixtures';
import { TRANSACTION_ID } from '@/testing/payment-fixtures';
import { renderRoutes } from '@/testing/render';
import { PurchaseActions } from '../components/purchase-actions';

export const CONNECTION_ID = 'c0000000-0000-4000-8000-000000000001';
export const USER_ID = 'a0000000-0000-4000-8000-000000000001';
export const PRODUCT_ID = 'p-1';
export const GROUP_ID = 'pog-1';

/** The routes the purchase flow calls, as fakeApi keys. */
export const ROUTES = {
  downgrade: 'GET /billing/v1/billing/user-purchase/basepackage/downgrade-status',
  options: 'GET /billing/v1/billing/purchase-options',
  bundled: 'GET /products/v1/products/bundled',
  tax: 'POST /promotions/v1/tax/calculate',
  voucher: 'POST /promotions/v1/vouchers/validate',
  product: `GET /billing/v1/billing/user-products/${PRODUCT_ID}`,
  billSubscribe: 'POST /billing/v1/billing/user-purchase/subscribe',
  billUnsubscribe: 'POST /billing/v1/billing/user-purchase/unsubscribe',
  dataBundleStatus: 'GET /billing/v1/billing/data-bundle-purchase-status',
  operatorPurchase: 'POST /mobitel/v1/purchases',
  operatorUnsubscribe: 'DELETE /mobitel/v1/purchases',
  operatorRetry: `POST /mobitel/v1/payments/${TRANSACTION_ID}/retry`,
  cardPurchase: 'POST /prepaid/v1/purchases',
  cardUnsubscribe: 'DELETE /prepaid/v1/purchases',
  paid: `GET /prepaid/v1/payments/${TRANSACTION_ID}/paid`,
  reference: `GET /billing/v1/billing/my-purchases/${TRANSACTION_ID}/reference`,
  connections: 'POST /users/v1/account/connections',
} as const;

/** The option the flow offers first: the base monthly subscription at Rs. 490, in Sports Plus's group. */
export function option(overrides: Partial<PurchaseOption> = {}): PurchaseOption {
  return purchaseOption({ purchaseOptionGroupId: GROUP_ID, ...overrides });
}

export const oneOffOption = option({
  id: 'po-2',
  name: 'Rent for 2 days',
  purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL',
  defaultPurchaseOptionType: 'PURCHASE_TYPE_TRANSACTIONAL',
  purchasePrice: 250,
  defaultPrice: 250,
  utilization: { utilizationPeriod: 2, utilizationPeriodUnit: 'DAYS' },
});

/** 'Sports Plus', a channel sold on its own, as a subscriber sees it. */
export function sportsPlus(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const channel = product(PRODUCT_ID, 'channel', {
    name: 'Sports Plus',
    description: 'Cricket and rugby, live.',
    purchaseOptionGroupId: GROUP_ID,
    purchaseOption: option(),
  });
  return productDetail(channel, overrides);
}

export const purchased = { isPurchased: true, purchaseStatus: 'PURCHASE_COMPLETE', purchaseId: 'pu-1' } as const;

export const noDowngrade: DowngradeStatus = {
  downgrade: false,
  pending: false,
  changeDate: null,
  newBasePackageId: null,
  name: null,
  canDowngrade: true,
};

export function taxes(price: number): TaxCalculateResponse {
  const vat = Math.round(price * 18) / 100;
  return { price, taxes: [{ taxDisplayName: 'VAT', taxedAmount: vat }], taxedPrice: price + vat };
}

/** Logs a subscriber in with the purchase flow's connection selected. */
export function logIn({ broadband = false } = {}) {
  writeStored({
    jwt: 'jwt-1',
    userId: USER_ID,
    conID: CONNECTION_ID,
    isBroadBand: String(broadband),
    userTelephoneNumber: '0771234567',
  });
}

export interface RenderOptions {
  connectionType?: number | null;
  loggedIn?: boolean;
  dataBundle?: boolean;
  path?: string;
}

type ActionsPageProps = Omit<ComponentProps<typeof PurchaseActions>, 'product'> & {
  initial: ProductDetail;
  onShow: (show: (item: ProductDetail) => void) => void;
};

/** The page around the buttons: it holds the product it last read, as a product page's query does. */
function ActionsPage({ initial, onShow, ...props }: ActionsPageProps) {
  const [item, setItem] = useState(initial);
  onShow(setItem);
  return <PurchaseActions product={item} includedIn={item.includedIn} {...props} />;
}

/**
 * PurchaseActions on a page of its own; ?purchaseOptionId= in `path` is passed on as a page would. The
 * buttons and the flow are a chunk of their own, so this waits, as a subscriber does, until it stops loading.
 * `showProduct` hands the page a product read again, as the page's query does once a purchase is over.
 */
export async function renderActions(
  item: ProductDetail,
  { connectionType = 1, loggedIn = true, dataBundle = false, path = '/' }: RenderOptions = {},
) {
  const requestedOptionId = new URL(path, 'http://localhost').searchParams.get('purchaseOptionId');
  let show: (next: ProductDetail) => void = () => undefined;
  const rendered = renderRoutes(
    [
      {
        path: '/',
        element: (
          <ActionsPage
            initial={item}
            onShow={(setter) => {
              show = setter;
            }}
            viewer={{ loggedIn, connectionId: loggedIn ? CONNECTION_ID : null, connectionType }}
            dataBundle={dataBundle}
            requestedOptionId={requestedOptionId}
          />
        ),
      },
    ],
    { path },
  );
  await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
  const showProduct = (next: ProductDetail) => act(() => show(next));
  return { ...rendered, showProduct };
}

/** The account's connections: the one that buys ('Home TV', 0112345678) and another. */
export function accountConnections(connectionType = 1): ConnectionSummary[] {
  const summary = {
    connectionType,
    serviceType: 'SLT PEOTVGO',
    status: 'active',
    broadband: false,
    accountNumber: null,
    mobile: '0771234567',
  } as const;
  return [
    { ...summary, connectionId: 'c0000000-0000-4000-8000-000000000009', name: 'Office', telephoneNumber: '0119999999' },
    { ...summary, connectionId: CONNECTION_ID, name: 'Home TV', telephoneNumber: '0112345678' },
  ];
}

/** The answers every purchase needs before the PIN: no downgrade, one option, no bundles, 18% VAT. */
export function beforePinRoutes(): Record<string, unknown> {
  return {
    [ROUTES.connections]: accountConnections(),
    [ROUTES.downgrade]: noDowngrade,
    [ROUTES.options]: [option()],
    [ROUTES.bundled]: [],
    [ROUTES.tax]: ({ body }: { body: { price: number } }) => taxes(body.price),
  };
}

/** Opens the purchase modal, confirms the option and answers the PIN modal; returns the PIN dialog. */
export async function confirmPurchase(user: UserEvent, { button = 'SUBSCRIBE', pin = '1234' } = {}) {
  await user.click(screen.getByRole('button', { name: button }));
  const title = button === 'SUBSCRIBE' ? 'Subscribing' : 'Purchasing';
  const modal = await screen.findByRole('dialog', { name: title });
  const confirm = within(modal).getByRole('button', { name: button });
  await waitFor(() => expect(confirm).toBeEnabled());
  await user.click(confirm);
  const pinDialog = await screen.findByRole('dialog', { name: title });
  await user.type(within(pinDialog).getByLabelText('Parental PIN'), pin);
  await user.click(within(pinDialog).getByRole('button', { name: 'Yes' }));
  return pinDialog;
}
