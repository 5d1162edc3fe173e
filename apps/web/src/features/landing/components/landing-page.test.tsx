import type { ConnectionDetails } from '@selfcare/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeStored } from '@/shared/session/storage';
import { stubObservers, stubViewport } from '@/shared/ui/testing/browser-apis';
import { banner, basePackage, product, productTypes } from '@/testing/catalogue-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { fixedLineDetails } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { LandingPage } from './landing-page';

// These pages render whole carousels; on a busy machine jsdom needs more than the default second.
configure({ asyncUtilTimeout: 10_000 });

const featured = [
  product('ch1', 'channel', { name: 'Rupavahini' }),
  product('bundle1', 'channelbundle', { name: 'Sports Pack' }),
  product('pkg1', 'package', { name: 'PEOTVGO' }),
  product('pkg2', 'package', { name: 'PEO Lite' }),
  product('pkg3', 'package', { name: 'PEO Family' }),
  product('pkg4', 'package', { name: 'PEO Premium' }),
  product('vod1', 'vod', { name: 'Sihina Desa' }),
  product('svod1', 'svod', { name: 'Kids Zone' }),
];

const banners = [
  banner('welcome', { title: 'Welcome to PEOTVGO' }),
  banner('avurudu', { title: 'Avurudu Special', type: 'package', productId: 'promo1', purchaseOptionId: 'opt1' }),
];

interface Api {
  details?: ConnectionDetails;
  featured?: unknown;
}

function serve({ details = fixedLineDetails, featured: featuredAnswer = featured }: Api = {}) {
  return mockFetch((path) => {
    if (path.endsWith('/product-types')) return jsonResponse(200, productTypes);
    if (path.includes('/by-product-types-and-tags')) return jsonResponse(200, featuredAnswer);
    if (path.includes('/all/banners')) return jsonResponse(200, banners);
    if (path.includes('/connection/details/')) return jsonResponse(200, details);
    if (path.includes('/allowedSecondaryPackages')) {
      return jsonResponse(200, [
        basePackage('lite', { name: 'PEO Lite' }),
        basePackage('family', { name: 'PEO Family', currentPurchasedPackage: true, numberOfScreens: 3 }),
      ]);
    }
    if (path.includes('/user-products/data-bundle')) {
      return jsonResponse(200, { dataBundle: product('data1', 'databundle', { name: 'Family 40 GB', dataQuota: -1 }) });
    }
    return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

const calls = (fetchMock: ReturnType<typeof mockFetch>, part: string) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((path) => path.includes(part));

function logIn(details: ConnectionDetails) {
  writeStored({
    jwt: 'jwt-1',
    conID: details.connectionId,
    connectionStatus: details.status,
    isBroadBand: String(details.broadband),
  });
}

const renderLanding = () => renderRoutes([{ path: '/', element: <LandingPage /> }]);

beforeEach(() => {
  stubViewport(1300);
  stubObservers();
});

describe('LandingPage for visitors', { timeout: 30_000 }, () => {
  it('shows the featured sections with their View All links', async () => {
    serve();
    renderLanding();
    await screen.findByRole('heading', { name: 'Featured Svods' });
    for (const [title, href] of [
      ['Featured Channels', '/channels'],
      ['Featured Packages', '/packages'],
      ['On Demand Content', '/ondemand'],
      ['Featured Svods', '/svod'],
    ] as const) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: `View All ${title}` })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VIEW PROMOTIONS' })).toHaveAttribute('href', '/promotions');
  });

  it('links each card by its type', async () => {
    serve();
    renderLanding();
    expect(await screen.findByRole('link', { name: 'Rupavahini' })).toHaveAttribute('href', '/products/ch1/false');
    expect(screen.getByRole('link', { name: 'Sports Pack' })).toHaveAttribute('href', '/channel-bundle/bundle1');
    expect(screen.getByRole('link', { name: 'PEOTVGO' })).toHaveAttribute('href', '/packages/#pkg1');
    expect(screen.getByRole('link', { name: 'Sihina Desa' })).toHaveAttribute('href', '/products/vod1');
    expect(screen.getByRole('link', { name: 'Kids Zone' })).toHaveAttribute('href', '/svod/svod1');
  });

  it('shows up to 3 featured packages', async () => {
    serve();
    renderLanding();
    const packages = await screen.findByRole('region', { name: 'Featured Packages' });
    expect(within(packages).getAllByRole('group')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'PEO Premium' })).not.toBeInTheDocument();
  });

  it('links the On Demand sub types to their tabs, More... to the first tab the others do not name', async () => {
    serve();
    renderLanding();
    const links = within(await screen.findByRole('navigation', { name: 'On Demand categories' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Educational', '/ondemand/#EOD'],
      ['Movies', '/ondemand/#MVOD'],
      ['Music', '/ondemand/#MUSIC'],
      ['PEO Originals', '/ondemand/#PEOOriginals'],
      ['Premiere Movies', '/ondemand/#PremiereMovies'],
      ['More...', '/ondemand/#HelawoodPopcorn'],
    ]);
  });

  it('links a product banner with its purchase option and leaves a banner without a product as an image', async () => {
    const fetchMock = serve();
    renderLanding();
    expect(await screen.findByRole('link', { name: 'Avurudu Special' })).toHaveAttribute(
      'href',
      '/promotions/packages/promo1?purchaseOptionId=opt1',
    );
    const image = screen.getByRole('img', { name: 'Welcome to PEOTVGO' });
    expect(image.closest('a')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pause slide show' })).toBeInTheDocument();
    expect(calls(fetchMock, '/all/banners')).toEqual(['/api/promotions/v1/promotions/all/banners']);
    expect(calls(fetchMock, 'conid')).toEqual([]);
  });

  it('asks for the featured lists once, in one call', async () => {
    const fetchMock = serve();
    renderLanding();
    await screen.findByRole('heading', { name: 'Featured Svods' });
    expect(calls(fetchMock, '/by-product-types-and-tags')).toHaveLength(1);
    expect(calls(fetchMock, '/product-types')).toHaveLength(1);
  });

  it('says so when a section has nothing featured', async () => {
    serve({ featured: featured.filter((item) => item.productTypeTypeName !== 'svod') });
    renderLanding();
    await screen.findByRole('heading', { name: 'Featured Svods' });
    expect(screen.queryByRole('region', { name: 'Featured Svods' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('There is no product available');
  });

  it("shows the server's message when the featured lists cannot load", async () => {
    mockFetch((path) => (path.endsWith('/product-types') ? jsonResponse(500, {}) : jsonResponse(200, [])));
    renderLanding();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please contact your service provider',
    );
  });
});

describe('LandingPage for subscribers', { timeout: 30_000 }, () => {
  it("shows the connection, My Package with price and devices, and the connection's featured lists", async () => {
    const details = { ...fixedLineDetails, broadband: false };
    logIn(details);
    const fetchMock = serve({ details });
    renderLanding();

    expect(await screen.findByRole('heading', { level: 1, name: 'Home TV' })).toBeInTheDocument();
    expect(screen.getByText('SLT PEOTVGO')).toBeInTheDocument();
    const myPackage = await screen.findByRole('region', { name: 'My Package' });
    expect(within(myPackage).getByText('PEO Family')).toBeInTheDocument();
    expect(within(myPackage).getByText('Rs. 1,390.00 plus taxes')).toBeInTheDocument();
    expect(within(myPackage).getByText('3 Devices')).toBeInTheDocument();
    expect(within(myPackage).getByRole('link', { name: 'Add Devices' })).toHaveAttribute('href', '/screens');
    expect(screen.queryByRole('complementary', { name: 'Data Bundle' })).not.toBeInTheDocument();

    const packages = await screen.findByRole('region', { name: 'Featured Packages' });
    expect(within(packages).getAllByRole('group')).toHaveLength(1);
    await waitFor(() =>
      expect(calls(fetchMock, '/all/banners')).toEqual([
        '/api/promotions/v1/promotions/all/banners?basePackageId=family',
      ]),
    );
    expect(calls(fetchMock, '/by-product-types-and-tags')).toEqual([
      '/api/products/v1/products/by-product-types-and-tags?conid=con-1',
    ]);
    expect(calls(fetchMock, '/user-products/data-bundle')).toEqual([]);
  });

  it('marks a featured product being unsubscribed with the day its access ends', async () => {
    const details = { ...fixedLineDetails, broadband: false };
    logIn(details);
    serve({
      details,
      featured: [
        product('ch1', 'channel', {
          name: 'HBO',
          isPurchased: true,
          purchaseStatus: 'PURCHASE_PENDING_REMOVE',
          billingEndDate: '2026-12-31',
        }),
      ],
    });
    renderLanding();
    expect(await screen.findByRole('link', { name: 'HBO' })).toHaveAccessibleDescription(
      'Unsubscribed: access until 31/12/2026',
    );
  });

  it('shows the data-bundle panel for a broadband connection', async () => {
    logIn(fixedLineDetails);
    const fetchMock = serve();
    renderLanding();
    const panel = await screen.findByRole('complementary', { name: 'Data Bundle' });
    expect(await within(panel).findByText('Family 40 GB')).toBeInTheDocument();
    expect(within(panel).getByText('Unlimited Data')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'All Data Bundles' })).toHaveAttribute('href', '/databundles');
    expect(calls(fetchMock, '/user-products/data-bundle')).toEqual([
      '/api/billing/v1/billing/user-products/data-bundle?conId=con-1',
    ]);
  });

  it('shows the termination banner and loads no landing data for a pending_terminated connection', async () => {
    const details: ConnectionDetails = {
      ...fixedLineDetails,
      status: 'pending_terminated',
      pendingTerminationDate: '2026-12-14',
    };
    logIn(details);
    const fetchMock = serve({ details });
    renderLanding();
    expect(await screen.findByText('Your connection has been unsubscribed. Account will be terminated on 14/12/2026'));
    expect(screen.queryByText('My Package')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/users/v1/connection/details/con-1']);
  });

  it('shows the suspended notice and loads no landing data for a suspended connection', async () => {
    const details: ConnectionDetails = { ...fixedLineDetails, status: 'suspended' };
    logIn(details);
    const fetchMock = serve({ details });
    renderLanding();
    expect(
      await screen.findByText(
        'Your connection is in a suspended state. Please proceed the outstanding payment for re-activation.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the banner without a date and the landing for an unsubscribed connection', async () => {
    const details: ConnectionDetails = { ...fixedLineDetails, status: 'unsubscribed' };
    logIn(details);
    serve({ details });
    renderLanding();
    expect(await screen.findByText('Your connection has been unsubscribed.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'My Package' })).toBeInTheDocument();
  });

  it('says so when the account has no connection', () => {
    writeStored({ jwt: 'jwt-1' });
    renderLanding();
    expect(screen.getByText('There is no connection on this account yet.')).toBeInTheDocument();
  });
});
