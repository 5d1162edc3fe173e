import type { ConnectionDetails, DowngradeStatus, ProductSummary } from '@selfcare/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeStored } from '@/shared/session/storage';
import { stubObservers, stubViewport } from '@/shared/ui/testing/browser-apis';
import { productDetail } from '@/testing/catalogue-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { fixedLineDetails } from '@/testing/fixtures';
import { RoutedTo, renderRoutes } from '@/testing/render';
import { basePackage, channel, prepaidDetails, product, productTypes, purchaseOption } from '../testing/fixtures';
import { PackagesPage } from './packages-page';

const vods = Array.from({ length: 15 }, (_, index) => product(`vod-${index}`, 'vod'));
const extraScreen = product('plus2', 'screens', {
  name: '2 Additional Screens',
  numberOfScreens: 2,
  purchaseOption: purchaseOption({ defaultPrice: 280 }),
});
const packages = [
  basePackage('peotvgo', { name: 'PEOTVGO', dataQuota: null }),
  basePackage('lite', { name: 'PEO Lite', dataQuota: -1, numberOfScreens: 3 }),
  basePackage('pass', {
    name: 'PEO Weekly Pass',
    purchaseOption: purchaseOption({ purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL', defaultPrice: 249 }),
  }),
];
const contents = [
  channel('rupavahini', 'Local Variety'),
  channel('cartoon-network', 'Kids'),
  ...vods,
  product('three', 'screens', { numberOfScreens: 3, isBundled: true }),
];

interface Served {
  details?: ConnectionDetails;
  list?: ProductSummary[];
  downgrade?: { status: DowngradeStatus; canDowngrade: boolean };
}

function serve({ details, list = packages, downgrade }: Served = {}) {
  return mockFetch((path) => {
    if (path.includes('/downgrade-status') && downgrade) return jsonResponse(200, downgrade.status);
    if (path.includes('/downgrade-availability') && downgrade) {
      return jsonResponse(200, { canDowngrade: downgrade.canDowngrade });
    }
    if (path.endsWith('/product-types')) return jsonResponse(200, productTypes);
    if (path.includes('/all/active/by-type'))
      return jsonResponse(200, { items: list, page: 1, pageSize: 100, total: 3 });
    if (path.includes('/allowedSecondaryPackages')) return jsonResponse(200, list);
    if (path.endsWith('/account/connections') && details) return jsonResponse(200, [details]);
    if (path.includes('/tax/calculate')) {
      return jsonResponse(200, {
        price: 790,
        taxes: [{ taxDisplayName: 'VAT', taxedAmount: 142.2 }],
        taxedPrice: 932.2,
      });
    }
    const id = /\/products\/v1\/products\/([^/?]+)/.exec(path)?.[1];
    const item = list.find((entry) => entry.id === id);
    if (item) {
      return jsonResponse(
        200,
        productDetail(item, {
          productList: contents,
          purchasableProductList: [
            product('plus1', 'screens', {
              name: '1 Additional Screen',
              numberOfScreens: 1,
              purchaseStatus: 'PURCHASE_COMPLETE',
            }),
            extraScreen,
          ],
        }),
      );
    }
    return jsonResponse(500, {});
  });
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, part: string) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((path) => path.includes(part));

function logIn(details: ConnectionDetails) {
  writeStored({
    jwt: 'jwt-1',
    userId: 'acc-1',
    conID: details.connectionId,
    isBroadBand: String(details.broadband),
  });
}

/** Stands for the purchase feature's pause controls, which the app passes in. */
function PauseSlot({ product, connectionId }: { product: { name: string }; connectionId: string }) {
  return <p>{`pause controls for ${product.name} on ${connectionId}`}</p>;
}

const renderPage = (path = '/packages') =>
  renderRoutes(
    [
      { path: '/packages', element: <PackagesPage PauseActions={PauseSlot} /> },
      { path: '/', element: <RoutedTo /> },
    ],
    { path },
  );

const details = () => screen.getByRole('region', { name: /Package$/ });
const card = (name: string) =>
  within(screen.getByRole('region', { name: 'Packages' }))
    .getAllByRole('article')
    .find((article) => within(article).queryByRole('heading', { name }));

beforeEach(() => {
  stubViewport(1300);
  stubObservers();
});

describe('PackagesPage for visitors', () => {
  it('shows the pills, the packages with includes (not for PEOTVGO), quota and devices', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'ALL PACKAGES' })).toBeInTheDocument();
    const pills = await screen.findByRole('group', { name: 'Package type' });
    expect(
      within(pills)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Subscriptional', 'Transactional']);
    expect(card('PEOTVGO')).not.toHaveTextContent('This Package Includes:');
    expect(card('PEO Lite')).toHaveTextContent('This Package Includes:');
    expect(card('PEO Lite')).toHaveTextContent('Unlimited Data');
    expect(card('PEO Lite')).toHaveTextContent('3 Devices');
    expect(card('PEO Lite')).toHaveTextContent('Rs. 790.00 plus taxes');
  });

  it('hides the pills unless both kinds of package exist', async () => {
    serve({ list: packages.slice(0, 2) });
    renderPage();
    await screen.findByRole('heading', { name: 'PEOTVGO Package' });
    expect(screen.queryByRole('group', { name: 'Package type' })).not.toBeInTheDocument();
  });

  it('filters by purchase type and selects by the hash index or id', async () => {
    serve();
    const { user, router } = renderPage('/packages#lite');
    expect(await screen.findByRole('heading', { name: 'PEO Lite Package' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Transactional' }));
    expect(screen.getByRole('button', { name: 'Transactional' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('region', { name: 'Packages' })).getAllByRole('article')).toHaveLength(1);
    expect(router.location.hash).toBe('#0');
    expect(await screen.findByRole('heading', { name: 'PEO Weekly Pass Package' })).toBeInTheDocument();
  });

  it('shows the set-top-box notice, the public tax table and content tabs', async () => {
    const fetchMock = serve();
    const { user } = renderPage('/packages#1');
    await screen.findByRole('heading', { name: 'PEO Lite Package' });
    expect(details()).toHaveTextContent('Rs. 9,000 plus taxes');
    const tax = await within(details()).findByRole('table', { name: 'Tax' });
    expect(tax).toHaveTextContent('VAT');
    expect(tax).toHaveTextContent('Rs. 932.20');
    expect(calls(fetchMock, '/tax/calculate/public')).toHaveLength(1);

    const tabs = await within(details()).findByRole('tablist', { name: 'Package contents' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Channels', 'Video on Demand']);
    const channels = within(details()).getByRole('list', { name: 'Channels' });
    expect(within(channels).getAllByRole('listitem')).toHaveLength(2);
    await user.selectOptions(within(details()).getByLabelText('Category'), 'Kids');
    expect(
      within(channels)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/products/cartoon-network/false']);
    expect(screen.queryByLabelText('Additional Devices')).not.toBeInTheDocument();
  });

  it('shows the VOD grid a page at a time, more on scroll to the end', async () => {
    serve();
    const observers = stubObservers();
    const { user } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Video on Demand' }));
    const grid = within(details()).getByRole('list', { name: 'Video on Demand' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(12);
    observers.intersect(true);
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(15));
  });

  it('reads the package list once and drops it when a visitor leaves', async () => {
    const fetchMock = serve();
    const { router, queryClient } = renderPage();
    await screen.findByRole('heading', { name: 'PEOTVGO Package' });
    expect(calls(fetchMock, '/all/active/by-type')).toHaveLength(1);
    expect(calls(fetchMock, '/product-types')).toHaveLength(1);
    await router.navigate('/');
    await screen.findByText('Routed to /');
    expect(queryClient.getQueryData(['packages', 'list', 'public'])).toBeUndefined();
  });

  it("shows the server's message when the list fails", async () => {
    mockFetch(() => jsonResponse(500, {}));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please contact your service provider',
    );
  });
});

describe('PackagesPage for subscribers', () => {
  it('a type 1 subscriber: current package, screen count, additional devices, no notice or tax', async () => {
    const list = [packages[0], basePackage('family', { name: 'PEO Family', currentPurchasedPackage: true })].flatMap(
      (item) => (item ? [item] : []),
    );
    const fetchMock = serve({ details: fixedLineDetails, list });
    logIn(fixedLineDetails);
    const { user } = renderPage('/packages#1');
    await screen.findByRole('heading', { name: 'PEO Family Package' });
    expect(card('PEO Family')).toHaveTextContent('Current Package');
    expect(card('PEOTVGO')).not.toHaveTextContent('Current Package');
    // The pause controls are the connection's own package's alone (decision 0074).
    expect(card('PEO Family')).toHaveTextContent('pause controls for PEO Family on con-1');
    expect(card('PEOTVGO')).not.toHaveTextContent('pause controls');
    expect(calls(fetchMock, '/allowedSecondaryPackages?conid=con-1')).toHaveLength(1);
    expect(details()).not.toHaveTextContent('Rs. 9,000 plus taxes');
    expect(within(details()).queryByRole('table')).not.toBeInTheDocument();
    expect(await within(details()).findByText('Devices on your connection: 4')).toBeInTheDocument();

    await user.selectOptions(within(details()).getByLabelText('Additional Devices'), 'plus2');
    expect(details()).toHaveTextContent('Rs.280.00 plus taxes added monthly');
  });

  it('a prepaid subscriber: notice, tax table with the connection, no additional-screen price', async () => {
    const fetchMock = serve({ details: prepaidDetails });
    logIn(prepaidDetails);
    renderPage();
    await screen.findByRole('heading', { name: 'PEOTVGO Package' });
    expect(card('PEO Lite')).toHaveTextContent('Rs. 790.00');
    expect(card('PEO Lite')).not.toHaveTextContent('plus taxes');
    expect(details()).toHaveTextContent('Rs. 9,000 plus taxes');
    await within(details()).findByRole('table', { name: 'Tax' });
    const [taxCall] = fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/tax/calculate'));
    expect(JSON.parse(String(taxCall?.[1]?.body))).toEqual({ productId: 'peotvgo', connectionId: 'con-7', price: 790 });
    // Choosing extra screens here would change nothing a prepaid purchase buys, and it shows no price.
    expect(await within(details()).findByRole('tablist')).toBeInTheDocument();
    expect(within(details()).queryByLabelText('Additional Devices')).not.toBeInTheDocument();
    expect(details()).not.toHaveTextContent('added monthly');
  });
});

describe('PackagesPage package changes', () => {
  const priced = (id: string, name: string, price: number, current = false) =>
    basePackage(id, {
      name,
      purchaseOption: purchaseOption({ defaultPrice: price }),
      currentPurchasedPackage: current,
      purchaseStatus: current ? 'PURCHASE_COMPLETE' : 'NOT_PURCHASED',
    });
  const list = [
    priced('family', 'PEO Family', 1390, true),
    priced('premium', 'PEO Premium', 1390),
    priced('max', 'PEO Max', 1990),
    priced('lite', 'PEO Lite', 790),
  ];
  const noDowngrade: DowngradeStatus = {
    downgrade: false,
    pending: false,
    changeDate: null,
    newBasePackageId: null,
    name: null,
    canDowngrade: true,
  };
  const changeButtons = () =>
    screen.queryAllByRole('button', { name: /^(Upgrade|Downgrade) to/ }).map((button) => ({
      name: button.getAttribute('aria-label'),
      text: button.textContent,
    }));

  it('offers UPGRADE at an equal or higher price and DOWNGRADE when allowed, none for the current one', async () => {
    serve({ details: fixedLineDetails, list, downgrade: { status: noDowngrade, canDowngrade: true } });
    logIn(fixedLineDetails);
    renderPage();
    await screen.findByRole('button', { name: 'Downgrade to PEO Lite' });
    expect(changeButtons()).toEqual([
      { name: 'Upgrade to PEO Premium', text: 'UPGRADE' },
      { name: 'Upgrade to PEO Max', text: 'UPGRADE' },
      { name: 'Downgrade to PEO Lite', text: 'DOWNGRADE' },
    ]);
    expect(within(card('PEO Family') as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers no DOWNGRADE when the connection may not downgrade', async () => {
    serve({ details: fixedLineDetails, list, downgrade: { status: noDowngrade, canDowngrade: false } });
    logIn(fixedLineDetails);
    renderPage();
    await screen.findByRole('button', { name: 'Upgrade to PEO Max' });
    expect(changeButtons().map(({ name }) => name)).toEqual(['Upgrade to PEO Premium', 'Upgrade to PEO Max']);
  });

  it('shows the pending downgrade instead of any button', async () => {
    const status: DowngradeStatus = {
      downgrade: true,
      pending: true,
      changeDate: '2025-08-01',
      newBasePackageId: '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b',
      name: 'PEO Lite',
      canDowngrade: false,
    };
    serve({ details: fixedLineDetails, list, downgrade: { status, canDowngrade: false } });
    logIn(fixedLineDetails);
    renderPage();
    expect(await screen.findByText('Your package will change to PEO Lite on 2025-08-01.')).toHaveRole('status');
    expect(changeButtons()).toEqual([]);
  });

  it('offers visitors nothing and does not ask about downgrades', async () => {
    const fetchMock = serve({ list, downgrade: { status: noDowngrade, canDowngrade: true } });
    renderPage();
    await screen.findByRole('heading', { name: 'PEO Family Package' });
    expect(changeButtons()).toEqual([]);
    expect(calls(fetchMock, '/basepackage/')).toHaveLength(0);
    expect(screen.queryByText(/pause controls/)).not.toBeInTheDocument();
  });
});
