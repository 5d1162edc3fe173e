import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubObservers, stubViewport } from '@/shared/ui/testing/browser-apis';
import { basePackage, product } from '@/testing/catalogue-fixtures';
import { fakeApi, reply } from '@/testing/fake-api';
import {
  CONNECTION_ID,
  GROUP_ID,
  logIn,
  noDowngrade,
  oneOffOption,
  option,
  PRODUCT_ID,
  purchased,
  ROUTES,
  renderActions,
  sportsPlus,
  taxes,
} from '../testing/purchase-fixtures';

function routes(overrides: Record<string, unknown> = {}) {
  return fakeApi({
    [ROUTES.downgrade]: noDowngrade,
    [ROUTES.options]: [option(), option({ id: 'po-3', name: 'Quarterly', default: false, purchasePrice: 1300 })],
    [ROUTES.bundled]: [],
    [ROUTES.tax]: ({ body }: { body: { price: number } }) => taxes(body.price),
    ...overrides,
  });
}

/** A 30-day rental, and a date it outlasts (the api counts billing dates in UTC). */
const rentMonth = option({
  id: 'po-30',
  name: 'Rent for 30 days',
  purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL',
  defaultPurchaseOptionType: 'PURCHASE_TYPE_TRANSACTIONAL',
  utilization: { utilizationPeriod: 30, utilizationPeriodUnit: 'DAYS' },
});
const inFiveDays = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

beforeEach(() => logIn());

describe('PurchaseActions buttons', () => {
  it('shows nothing to visitors', async () => {
    routes();
    await renderActions(sportsPlus(), { loggedIn: false, connectionType: null });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers SUBSCRIBE for a subscription and PURCHASE for a one-off product', async () => {
    routes();
    await renderActions(sportsPlus());
    expect(screen.getByRole('button', { name: 'SUBSCRIBE' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'UNSUBSCRIBE' })).not.toBeInTheDocument();
  });

  it('offers PURCHASE for a one-off product, and nothing once it is purchased', async () => {
    routes();
    await renderActions(sportsPlus({ purchaseOption: oneOffOption }));
    expect(screen.getByRole('button', { name: 'PURCHASE' })).toBeEnabled();
  });

  it('offers no button for a purchased one-off product', async () => {
    routes();
    await renderActions(sportsPlus({ purchaseOption: oneOffOption, ...purchased }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers UNSUBSCRIBE only for a completed subscription', async () => {
    routes();
    await renderActions(sportsPlus(purchased));
    expect(screen.getByRole('button', { name: 'UNSUBSCRIBE' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'SUBSCRIBE' })).not.toBeInTheDocument();
  });

  it.each([
    [1, true],
    [6, true],
    [7, false],
  ])('lets connection type %i subscribe again while pending removal: %s', async (connectionType, enabled) => {
    routes();
    await renderActions(sportsPlus({ ...purchased, purchaseStatus: 'PURCHASE_PENDING_REMOVE' }), { connectionType });
    const button = screen.getByRole('button', { name: 'SUBSCRIBE' });
    if (enabled) expect(button).toBeEnabled();
    else expect(button).toBeDisabled();
  });

  it('shows no buttons for a bundled product', async () => {
    routes();
    await renderActions(sportsPlus({ isBundled: true }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('names the packages that include a product not sold on its own, each a link to it', async () => {
    routes();
    const premium = product('pk-1', 'package', { name: 'PEO Premium' });
    const bundle = product('cb-1', 'channelbundle', { name: 'Tamil Plus' });
    await renderActions(
      sportsPlus({ purchaseOption: null, standalone: 'PURCHASE_MODE_BUNDLED', includedIn: [premium, bundle] }),
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Not sold on its own. Included in:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PEO Premium' })).toHaveAttribute('href', '/packages/#pk-1');
    expect(screen.getByRole('link', { name: 'Tamil Plus' })).toHaveAttribute('href', '/channel-bundle/cb-1');
  });

  it('offers no button while a payment for the product is under way, and says so', async () => {
    routes();
    await renderActions(sportsPlus({ paymentStatus: 'PENDING' }), { connectionType: 7 });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A payment for this product is still being processed.');
  });

  it('says a product is not offered on the connection when nothing includes it', async () => {
    routes();
    await renderActions(sportsPlus({ purchaseOption: null, standalone: 'PURCHASE_MODE_BUNDLED' }));
    expect(screen.getByText('Not offered on your connection.')).toBeInTheDocument();
  });
});

describe('opening the purchase', () => {
  const pendingDowngrade = {
    ...noDowngrade,
    downgrade: true,
    pending: true,
    changeDate: '2026-08-01',
    name: 'PEO Lite',
  };

  it('blocks a subscription during a pending downgrade', async () => {
    routes({ [ROUTES.downgrade]: pendingDowngrade });
    const { user } = await renderActions(sportsPlus());
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribing' });
    expect(dialog).toHaveTextContent('Sports Plus cannot be subscribed till 2026-08-01');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'SUBSCRIBE' })).toHaveFocus());
  });

  it('blocks a one-off purchase during a pending downgrade', async () => {
    routes({ [ROUTES.downgrade]: pendingDowngrade });
    const { user } = await renderActions(sportsPlus({ purchaseOption: oneOffOption }));
    await user.click(screen.getByRole('button', { name: 'PURCHASE' }));
    expect(await screen.findByRole('dialog', { name: 'Purchasing' })).toHaveTextContent(
      'Sports Plus cannot be purchased till 2026-08-01',
    );
  });

  it('does not block a data bundle, nor read the downgrade state for it', async () => {
    const api = routes({ [ROUTES.downgrade]: pendingDowngrade });
    const { user } = await renderActions(sportsPlus(), { dataBundle: true });
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    expect(await screen.findByRole('combobox', { name: 'Purchase option' })).toBeInTheDocument();
    expect(api.calls(ROUTES.downgrade)).toHaveLength(0);
  });

  it("says 'Failed to get prerequisites' when the purchase table cannot be read", async () => {
    routes({ [ROUTES.options]: reply(500, {}) });
    const { user } = await renderActions(sportsPlus());
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('Failed to get prerequisites');
  });

  it('asks to check the internet connection when the purchase table times out', async () => {
    routes();
    const { user } = await renderActions(sportsPlus());
    vi.spyOn(AbortSignal, 'timeout').mockReturnValue(AbortSignal.abort());
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('Please check your internet connection.');
  });

  it('disables the buttons while the purchase table loads', async () => {
    let answer: (response: Response) => void = () => {};
    routes({ [ROUTES.options]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = await renderActions(sportsPlus());
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    expect(screen.getByRole('button', { name: 'SUBSCRIBE' })).toBeDisabled();
    answer(reply(200, [option()]));
    expect(await screen.findByRole('dialog', { name: 'Subscribing' })).toBeInTheDocument();
  });
});

describe('the purchase modal', () => {
  it('shows the product, the options with their prices and the price after the discount in force', async () => {
    routes();
    const { user } = await renderActions(
      sportsPlus({
        discountOptionGroup: {
          actualPrice: 490,
          purchasePrice: 441,
          discountOptions: [
            {
              id: 'd-1',
              discountLevel: 'PRODUCT',
              discountType: 'PERCENTAGE',
              value: 10,
              duration: null,
              durationType: 'FOREVER',
              start: '2025-01-01T00:00:00.000Z',
              end: null,
            },
          ],
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribing' });
    expect(dialog).toHaveTextContent('Cricket and rugby, live.');
    const select = within(dialog).getByRole('combobox', { name: 'Purchase option' });
    expect(select).toHaveValue('po-1');
    expect(
      within(select)
        .getAllByRole('option')
        .map((item) => item.textContent),
    ).toEqual(['Monthly - Rs. 490.00 plus taxes', 'Quarterly - Rs. 1,300.00 plus taxes']);
    expect(within(dialog).getByText('Rs. 441.00 plus taxes')).toBeInTheDocument();
    expect(within(dialog).getByText('10%')).toBeInTheDocument();

    await user.selectOptions(select, 'po-3');
    expect(within(dialog).getByText('Rs. 1,170.00 plus taxes')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'SUBSCRIBE' })).toBeEnabled();
  });

  it("says the chosen option's period and how long the discount lasts, in the spec's words", async () => {
    routes({ [ROUTES.options]: [option(), rentMonth] });
    const { user } = await renderActions(
      sportsPlus({
        discountOptionGroup: {
          actualPrice: 490,
          purchasePrice: 441,
          discountOptions: [
            {
              id: 'd-1',
              discountLevel: 'PRODUCT',
              discountType: 'PERCENTAGE',
              value: 10,
              duration: 3,
              durationType: 'MONTHS',
              start: '2025-01-01T00:00:00.000Z',
              end: '2026-12-31T18:29:59.000Z',
            },
          ],
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribing' });
    expect(within(dialog).getByText('For 3 Months until 31/12/2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Monthly subscription')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Purchase option' }), 'po-30');
    expect(within(dialog).getByText('For 30 Days')).toBeInTheDocument();
  });

  it('shows card payers the tax table and waits for it before the purchase can go on', async () => {
    const api = routes();
    const { user } = await renderActions(sportsPlus(), { connectionType: 7 });
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribing' });
    const table = await within(dialog).findByRole('table', { name: 'Tax' });
    expect(table).toHaveTextContent('VAT');
    expect(table).toHaveTextContent('Rs. 578.20');
    expect(api.calls(ROUTES.tax)[0]?.body).toEqual({ productId: PRODUCT_ID, connectionId: CONNECTION_ID, price: 490 });
    expect(within(dialog).getByRole('button', { name: 'SUBSCRIBE' })).toBeEnabled();
  });

  it('shows no tax table to bill payers', async () => {
    const api = routes();
    const { user } = await renderActions(sportsPlus(), { connectionType: 2 });
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    await screen.findByRole('dialog', { name: 'Subscribing' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.calls(ROUTES.tax)).toHaveLength(0);
  });

  it("lists the bundles the product can also be bought in, under the spec's heading", async () => {
    stubViewport(1280);
    stubObservers();
    const api = routes({
      [ROUTES.bundled]: [product('b-1', 'channelbundle', { name: 'Sports Pack' })],
    });
    const { user } = await renderActions(sportsPlus());
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribing' });
    expect(await within(dialog).findByRole('heading', { name: 'Can be purchased in the following bundles' }));
    expect(within(dialog).getByRole('link', { name: 'Sports Pack' })).toHaveAttribute('href', '/channel-bundle/b-1');
    expect(api.calls(ROUTES.bundled)[0]?.query.toString()).toBe(`productId=${PRODUCT_ID}&conid=${CONNECTION_ID}`);
  });

  it("warns when a one-off option would outlast a base package that ends, with the base package's end", async () => {
    const [year, month, day] = inFiveDays.split('-');
    const weeklyPass = basePackage('weekly-pass', {
      currentPurchasedPackage: true,
      purchaseStatus: 'PURCHASE_COMPLETE',
      billingEndDate: inFiveDays,
      daysRemainingToExpire: 5,
    });
    const api = routes({
      [ROUTES.options]: [rentMonth, oneOffOption],
      'GET /users/v1/allowedSecondaryPackages': [basePackage('peo-lite'), weeklyPass],
    });
    const { user } = await renderActions(sportsPlus({ purchaseOption: rentMonth }));
    await user.click(screen.getByRole('button', { name: 'PURCHASE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purchasing' });
    expect(
      await within(dialog).findByText(
        `This content will be accessible only till the expiry of your base package on ${day}/${month}/${year}`,
      ),
    ).toBeInTheDocument();
    expect(api.calls('GET /users/v1/allowedSecondaryPackages')[0]?.query.get('conid')).toBe(CONNECTION_ID);

    // Two days end before the pass does.
    await user.selectOptions(within(dialog).getByLabelText('Purchase option'), 'po-2');
    expect(within(dialog).queryByText(/accessible only till the expiry/)).not.toBeInTheDocument();
  });

  it('gives no warning when the base package renews', async () => {
    const renewing = basePackage('peo-lite', {
      currentPurchasedPackage: true,
      purchaseStatus: 'PURCHASE_COMPLETE',
      billingEndDate: inFiveDays,
      daysRemainingToExpire: null,
    });
    const api = routes({
      [ROUTES.options]: [rentMonth],
      'GET /users/v1/allowedSecondaryPackages': [renewing],
    });
    const { user } = await renderActions(sportsPlus({ purchaseOption: rentMonth }));
    await user.click(screen.getByRole('button', { name: 'PURCHASE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purchasing' });
    await waitFor(() => expect(api.calls('GET /users/v1/allowedSecondaryPackages')).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: 'PURCHASE' })).toBeEnabled();
    expect(within(dialog).queryByText(/accessible only till the expiry/)).not.toBeInTheDocument();
  });

  it('refuses an option of another group before asking for the PIN', async () => {
    routes({ [ROUTES.options]: [option({ purchaseOptionGroupId: 'pog-other' })] });
    const { user } = await renderActions(sportsPlus({ purchaseOptionGroupId: GROUP_ID }));
    await user.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribing' });
    await user.click(within(dialog).getByRole('button', { name: 'SUBSCRIBE' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Error purchasing the product. Please refresh the browser and try again.',
    );
    expect(screen.queryByLabelText('Parental PIN')).not.toBeInTheDocument();
  });
});

describe('a page opened with ?purchaseOptionId=', () => {
  const path = '/?purchaseOptionId=po-3';

  it('opens the purchase modal with that option', async () => {
    const api = routes({ [ROUTES.options]: [option({ id: 'po-3', name: 'Quarterly', default: false })] });
    await renderActions(sportsPlus(), { path });
    const select = await screen.findByRole('combobox', { name: 'Purchase option' });
    expect(select).toHaveValue('po-3');
    expect(api.calls(ROUTES.options)[0]?.query.get('purchaseOptionId')).toBe('po-3');
  });

  it.each([
    ['a bill payer pending removal', 1, { ...purchased, purchaseStatus: 'PURCHASE_PENDING_REMOVE' }, true],
    ['a card payer pending removal', 7, { ...purchased, purchaseStatus: 'PURCHASE_PENDING_REMOVE' }, false],
    ['a card payer not purchased', 7, {}, true],
    ['a completed purchase', 1, purchased, false],
    ['a bundled product', 1, { isBundled: true }, false],
  ] as const)('for %s: opens %s', async (_case, connectionType, state, opens) => {
    const api = routes();
    await renderActions(sportsPlus(state), { path, connectionType });
    if (opens) {
      expect(await screen.findByRole('dialog', { name: 'Subscribing' })).toBeInTheDocument();
    } else {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.calls(ROUTES.options)).toHaveLength(0);
    }
  });

  it('opens once per visit', async () => {
    const api = routes({ [ROUTES.options]: [option({ id: 'po-3' })] });
    const { user, router } = await renderActions(sportsPlus(), { path });
    const dialog = await screen.findByRole('dialog', { name: 'Subscribing' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await router.navigate('/?purchaseOptionId=po-3&again=1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(ROUTES.options)).toHaveLength(1);
  });
});
