import type {
  ConnectionDetails,
  DowngradeStatus,
  PackageChangeResult,
  ProductSummary,
  UpgradeQuote,
} from '@selfcare/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeStored } from '@/shared/session/storage';
import { stubObservers, stubViewport } from '@/shared/ui/testing/browser-apis';
import { productDetail } from '@/testing/catalogue-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { fixedLineDetails } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { basePackage, productTypes, purchaseOption } from '../testing/fixtures';
import { PackagesPage } from './packages-page';

const CHANGE_PATH = '/api/billing/v1/billing/user-purchase/basepackage/change';
const USER_ID = '5b3c1d4e-8f7a-4b2c-9d1e-2f3a4b5c6d7e';

const priced = (id: string, name: string, price: number, current = false) =>
  basePackage(id, {
    name,
    productTypeId: 'type-package',
    purchaseOption: purchaseOption({ id: `option-${id}`, defaultPrice: price }),
    currentPurchasedPackage: current,
    purchaseStatus: current ? 'PURCHASE_COMPLETE' : 'NOT_PURCHASED',
  });

const family = priced('family', 'PEO Family', 1390, true);
const premium = priced('premium', 'PEO Premium', 1990);
const lite = priced('lite', 'PEO Lite', 790);

const noDowngrade: DowngradeStatus = {
  downgrade: false,
  pending: false,
  changeDate: null,
  newBasePackageId: null,
  name: null,
  canDowngrade: true,
};
const scheduled: DowngradeStatus = {
  ...noDowngrade,
  downgrade: true,
  pending: true,
  changeDate: '2025-08-01',
  newBasePackageId: '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b',
  name: 'PEO Lite',
  canDowngrade: false,
};

function changed(changeType: PackageChangeResult['changeType'], packageName: string): PackageChangeResult {
  return {
    changeType,
    status: changeType === 'UPGRADE' ? 'APPLIED' : 'PENDING',
    productId: '0c9b8a7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
    packageName,
    changeDate: changeType === 'UPGRADE' ? '2025-07-10' : '2025-08-01',
    charged: changeType === 'UPGRADE' ? 901.83 : 0,
  };
}

/** 21 of the 31 days of the period left: PEO Family to PEO Premium, with taxes (decision 0056). */
const quote: UpgradeQuote = {
  amount: 745.16,
  taxAmount: 156.67,
  charged: 901.83,
  remainingDays: 21,
  periodDays: 31,
  changeDate: '2025-07-10',
};

/**
 * A connection on PEO Family that may downgrade. `answer` replies to the change call; a successful
 * one moves the server on: an upgrade makes PEO Premium current, a downgrade is scheduled.
 */
function serve(
  answer: () => Response | Promise<Response>,
  details: ConnectionDetails = fixedLineDetails,
  upgradeQuote: UpgradeQuote = quote,
) {
  let list: ProductSummary[] = [family, premium, lite];
  let status = noDowngrade;
  return mockFetch(async (path) => {
    if (path === CHANGE_PATH) {
      const response = await answer();
      if (response.ok) {
        const body: PackageChangeResult = await response.clone().json();
        if (body.changeType === 'UPGRADE') {
          list = list.map((item) => ({ ...item, currentPurchasedPackage: item.name === body.packageName }));
        } else {
          status = scheduled;
        }
      }
      return response;
    }
    if (path.endsWith('/product-types')) return jsonResponse(200, productTypes);
    if (path.includes('/allowedSecondaryPackages')) return jsonResponse(200, list);
    if (path.includes('/connection/details/')) return jsonResponse(200, details);
    if (path.endsWith('/account/connections')) return jsonResponse(200, [details]);
    if (path.endsWith('/tax/calculate')) {
      return jsonResponse(200, {
        price: 1990,
        taxes: [{ taxDisplayName: 'VAT', taxedAmount: 358.2 }],
        taxedPrice: 2348.2,
      });
    }
    if (path.includes('/upgrade-quote')) return jsonResponse(200, upgradeQuote);
    if (path.includes('/downgrade-status')) return jsonResponse(200, status);
    if (path.includes('/downgrade-availability')) return jsonResponse(200, { canDowngrade: !status.pending });
    const id = /\/products\/v1\/products\/([^/?]+)/.exec(path)?.[1];
    const item = list.find((entry) => entry.id === id);
    return item ? jsonResponse(200, productDetail(item)) : jsonResponse(500, {});
  });
}

function renderPage(path = '/packages#1') {
  writeStored({ jwt: 'jwt-1', userId: USER_ID, conID: fixedLineDetails.connectionId });
  return renderRoutes([{ path: '/packages', element: <PackagesPage PauseActions={() => null} /> }], { path });
}

const changeCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === CHANGE_PATH).map(([, init]) => init ?? {});

// The page's first render waits for several reads and the lazily loaded form, slow on a busy machine.
const findChangeButton = (name: string) => screen.findByRole('button', { name }, { timeout: 5000 });

async function openChange(user: ReturnType<typeof renderPage>['user'], name: string) {
  await user.click(await findChangeButton(name));
  const dialog = screen.getByRole('dialog');
  await within(dialog).findByLabelText('Parental PIN', {}, { timeout: 5000 });
  return dialog;
}

beforeEach(() => {
  stubViewport(1300);
  stubObservers();
});

/** The payment details as the term and definition each row pairs. */
const rows = (details: HTMLElement) =>
  within(details)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the package-change modal', () => {
  it('names the connection that pays, the price and what the upgrade charges now for the rest of the period', async () => {
    const fetchMock = serve(() => jsonResponse(200, changed('UPGRADE', 'PEO Premium')));
    const { user } = renderPage();
    const dialog = await openChange(user, 'Upgrade to PEO Premium');
    expect(rows(await within(dialog).findByLabelText('Payment details'))).toEqual([
      ['Connection', 'Home TV (0112345678)'],
      ['Paid by', 'The monthly bill of this connection'],
      ['Amount', 'Rs. 1,990.00 plus taxes'],
    ]);
    expect(
      await within(dialog).findByText(
        'Charged now for the 21 days left of this period: Rs. 901.83, taxes included. The new price is charged from your next renewal.',
      ),
    ).toBeVisible();
    const asked = fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/upgrade-quote'));
    expect(asked).toEqual([
      '/api/billing/v1/billing/user-purchase/basepackage/upgrade-quote?userConnectionId=con-1&productId=premium&purchaseOptionId=option-premium',
    ]);
  });

  it('says so when the upgrade charges nothing now, and a downgrade never does', async () => {
    serve(() => jsonResponse(200, changed('UPGRADE', 'PEO Premium')), fixedLineDetails, {
      ...quote,
      amount: 0,
      taxAmount: 0,
      charged: 0,
      remainingDays: 0,
    });
    const { user } = renderPage();
    let dialog = await openChange(user, 'Upgrade to PEO Premium');
    expect(
      await within(dialog).findByText('Nothing is charged now: the new price is charged from your next renewal.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    dialog = await openChange(user, 'Downgrade to PEO Lite');
    expect(dialog).toHaveTextContent('Nothing is charged now: the new price is charged from your next renewal.');
  });

  it('shows a card payer the price with tax and the tax table', async () => {
    const prepaid = { ...fixedLineDetails, connectionType: 7, serviceType: 'Prepaid' as const, name: 'My PEOTVGO' };
    serve(() => jsonResponse(200, changed('UPGRADE', 'PEO Premium')), prepaid);
    const { user } = renderPage();
    const dialog = await openChange(user, 'Upgrade to PEO Premium');
    const details = await within(dialog).findByLabelText('Payment details');
    await waitFor(() => expect(rows(details)).toContainEqual(['Amount', 'Rs. 2,348.20']));
    expect(rows(details)).toContainEqual(['Paid by', 'Card']);
    expect(within(dialog).getByRole('table', { name: 'Tax' })).toHaveTextContent('VAT');
  });

  it('asks the question and keeps Yes disabled until a PIN is typed', async () => {
    const fetchMock = serve(() => jsonResponse(200, changed('UPGRADE', 'PEO Premium')));
    const { user } = renderPage();
    const trigger = await findChangeButton('Upgrade to PEO Premium');
    expect(trigger).toHaveTextContent('UPGRADE');
    const dialog = await openChange(user, 'Upgrade to PEO Premium');

    expect(dialog).toHaveAccessibleName('Upgrade Package');
    expect(dialog).toHaveTextContent('Are you sure you want to upgrade to PEO Premium Package?');
    const pin = within(dialog).getByLabelText('Parental PIN');
    expect(pin).toHaveAttribute('type', 'password');
    // The PIN is what the modal asks for: typing starts there, not on the close button.
    await waitFor(() => expect(pin).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeDisabled();
    await user.keyboard('12');
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(pin).toHaveAccessibleDescription('The parental PIN is 4 digits.'));
    expect(pin).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent('The parental PIN is 4 digits.');
    expect(changeCalls(fetchMock)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('sends the change with an Idempotency-Key, shows the upgrade and marks the package current', async () => {
    const fetchMock = serve(() => jsonResponse(200, changed('UPGRADE', 'PEO Premium')));
    const { user } = renderPage();
    const dialog = await openChange(user, 'Upgrade to PEO Premium');
    await user.type(within(dialog).getByLabelText('Parental PIN'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    const message = await within(dialog).findByText('Base package is successfully upgraded to PEO Premium.');
    const result = within(dialog).getByRole('status');
    expect(result).toContainElement(message);
    expect(result.querySelector('svg')).toBeInTheDocument();
    expect(result).toHaveTextContent('Charged now: Rs. 901.83.');
    expect(result).toHaveTextContent(
      'Additional screens can be bought separately. This package cannot be unsubscribed until 2025-07-10.',
    );
    const [call] = changeCalls(fetchMock);
    expect(call?.method).toBe('POST');
    expect(JSON.parse(String(call?.body))).toEqual({
      userConnectionId: 'con-1',
      userId: USER_ID,
      userConnectionType: 1,
      productId: 'premium',
      purchaseOptionId: 'option-premium',
      productTypeId: 'type-package',
      pin: '1234',
      changeType: 'UPGRADE',
    });
    expect(new Headers(call?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1);
    expect(close).toHaveFocus();
    await user.click(close as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const premiumCard = screen.getByRole('heading', { name: 'PEO Premium' }).closest('article') as HTMLElement;
    expect(premiumCard).toHaveTextContent('Current Package');
    expect(screen.queryByRole('button', { name: 'Upgrade to PEO Premium' })).not.toBeInTheDocument();
    // The button is gone, so focus lands on the card's own link.
    await waitFor(() => expect(within(premiumCard).getByRole('link')).toHaveFocus());
  });

  it('schedules a downgrade, clears the selection and shows the pending notice', async () => {
    const fetchMock = serve(() => jsonResponse(200, changed('DOWNGRADE', 'PEO Lite')));
    const { user, router } = renderPage('/packages#2');
    const dialog = await openChange(user, 'Downgrade to PEO Lite');
    expect(dialog).toHaveAccessibleName('Downgrade Package');
    expect(dialog).toHaveTextContent('Are you sure you want to downgrade to PEO Lite Package?');
    await user.type(within(dialog).getByLabelText('Parental PIN'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await within(dialog).findByText('Base package will be downgraded to PEO Lite on 2025-08-01.')).toBeVisible();
    expect(dialog).toHaveTextContent('New purchases, other than data bundles, are not allowed until 2025-08-01.');
    expect(JSON.parse(String(changeCalls(fetchMock)[0]?.body))).toMatchObject({
      productId: 'lite',
      purchaseOptionId: 'option-lite',
      changeType: 'DOWNGRADE',
    });
    expect(router.location.hash).toBe('');
    const reads = (part: string) => fetchMock.mock.calls.filter(([input]) => String(input).includes(part)).length;
    expect(reads('/downgrade-status')).toBe(2);
    expect(reads('/downgrade-availability')).toBe(2);

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(screen.getByText('Your package will change to PEO Lite on 2025-08-01.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Upgrade|Downgrade) to/ })).not.toBeInTheDocument();
  });

  it('keeps the modal open after a wrong PIN and retries with the same Idempotency-Key', async () => {
    let attempts = 0;
    const fetchMock = serve(() =>
      attempts++ === 0
        ? jsonResponse(422, { message: 'The parental PIN is incorrect.', code: 'WRONG_PIN' })
        : jsonResponse(200, changed('UPGRADE', 'PEO Premium')),
    );
    const { user } = renderPage();
    const dialog = await openChange(user, 'Upgrade to PEO Premium');
    const pin = within(dialog).getByLabelText('Parental PIN');
    await user.type(pin, '9999');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(pin).toHaveAccessibleDescription('The parental PIN is incorrect.'));
    expect(pin).toHaveValue('');
    expect(pin).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent('The parental PIN is incorrect.');
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeDisabled();

    await user.type(pin, '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByText('Base package is successfully upgraded to PEO Premium.')).toBeVisible();
    const keys = changeCalls(fetchMock).map((init) => new Headers(init.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("shows the server's message when the change is refused", async () => {
    serve(() => jsonResponse(422, { message: 'A downgrade is not possible for this connection now.', code: 'X' }));
    const { user } = renderPage();
    const dialog = await openChange(user, 'Downgrade to PEO Lite');
    await user.type(within(dialog).getByLabelText('Parental PIN'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A downgrade is not possible for this connection now.',
    );
    const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement;
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Downgrade to PEO Lite' })).toHaveFocus();
  });

  it('tells an upgrade whose payment is still being processed, and keeps the package', async () => {
    serve(() => jsonResponse(200, { ...changed('UPGRADE', 'PEO Premium'), status: 'PENDING' }));
    const { user } = renderPage();
    const dialog = await openChange(user, 'Upgrade to PEO Premium');
    await user.type(within(dialog).getByLabelText('Parental PIN'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(
      await within(dialog).findByText(
        'Your payment of Rs. 901.83 for PEO Premium is being processed. Your package changes as soon as it is paid.',
      ),
    ).toBeVisible();
    expect(dialog).not.toHaveTextContent('Base package is successfully upgraded');
  });

  it("shows the server's message when the upgrade's charge is refused", async () => {
    const refusal =
      'The payment for the upgrade to PEO Premium did not go through (Insufficient balance), so your package has not changed.';
    serve(() => jsonResponse(422, { message: refusal, code: 'BUSINESS_RULE' }));
    const { user } = renderPage();
    const dialog = await openChange(user, 'Upgrade to PEO Premium');
    await user.type(within(dialog).getByLabelText('Parental PIN'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('falls back to the spec text when the server gives no message, and opens afresh with a new key', async () => {
    const fetchMock = serve(() => jsonResponse(500, {}));
    const { user } = renderPage();
    let dialog = await openChange(user, 'Upgrade to PEO Premium');
    await user.type(within(dialog).getByLabelText('Parental PIN'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Upgrade to PEO Premium Package failed. Please contact your service provider.',
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);

    dialog = await openChange(user, 'Upgrade to PEO Premium');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Parental PIN'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await within(dialog).findByRole('alert');
    const keys = changeCalls(fetchMock).map((init) => new Headers(init.headers).get('Idempotency-Key'));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('shows a spinner on Yes and cannot be dismissed while the change is on its way', async () => {
    let finish: (response: Response) => void = () => {};
    serve(() => new Promise<Response>((resolve) => (finish = resolve)));
    const { user } = renderPage();
    const dialog = await openChange(user, 'Upgrade to PEO Premium');
    await user.type(within(dialog).getByLabelText('Parental PIN'), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Loading…'));
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'No' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    finish(jsonResponse(200, changed('UPGRADE', 'PEO Premium')));
    expect(await within(dialog).findByText('Base package is successfully upgraded to PEO Premium.')).toBeVisible();
  });
});
