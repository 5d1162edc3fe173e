import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeStored } from '@/shared/session/storage';
import { stubObservers, stubViewport } from '@/shared/ui/testing/browser-apis';
import { jsonResponse } from '@/testing/fetch-mock';
import { fixedLineConnection } from '@/testing/fixtures';
import { RoutedTo, renderRoutes } from '@/testing/render';
import { calledPaths, mockApi, product, productTypes, respondWith, subType, VOD_TYPE_ID } from '../testing/fixtures';
import { OnDemandPage } from './ondemand-page';

const P = '/api/products/v1/products';
const subTypes = [
  subType('PremiereMovies', 'Premiere Movies'),
  subType('MVOD', 'Movies'),
  subType('MUSIC', 'Music', false),
  subType('TVOD', 'Rentals'),
  subType('EOD', 'Educational'),
];
const languages = [
  { id: 'l-si', code: 'si', name: 'Sinhala' },
  { id: 'l-ta', code: 'ta', name: 'Tamil' },
];
const genres = [
  { id: 'g-drama', category: 'Drama' },
  { id: 'g-action', category: 'Action' },
];

function page(items: ReturnType<typeof product>[], { page = 1, total = items.length } = {}) {
  return { items, page, pageSize: 4, total };
}

function catalogue(overrides: Record<string, unknown> = {}) {
  return mockApi({
    [`${P}/product-types`]: productTypes,
    [`${P}/type/${VOD_TYPE_ID}/subtype/all`]: subTypes,
    [`${P}/languages`]: languages,
    [`${P}/genres`]: genres,
    [`${P}/trending`]: [product({ id: 'trend-1', name: 'Harbour Lights' })],
    [`${P}/all/active/by-type`]: page([product()]),
    ...overrides,
  });
}

function renderOnDemand(path = '/ondemand') {
  stubViewport(1280);
  const observers = stubObservers();
  const rendered = renderRoutes(
    [
      { path: '/ondemand/:tab?', element: <OnDemandPage /> },
      { path: '*', element: <RoutedTo /> },
    ],
    { path },
  );
  return { ...rendered, observers };
}

describe('OnDemandPage', () => {
  it('shows a tab for each active sub type of the allow-list, opening the one the hash names', async () => {
    catalogue();
    renderOnDemand('/ondemand/#MVOD');

    expect(screen.getByRole('heading', { level: 1, name: 'On Demand' })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Premiere Movies', 'Movies', 'Educational']);
    expect(screen.getByRole('tab', { name: 'Movies' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Kalu Ganga Ira' })).toHaveAttribute('href', '/products/vod-1');
  });

  it('opens the first tab without a hash, and writes the chosen tab into the hash', async () => {
    catalogue();
    const { user, router } = renderOnDemand('/ondemand');

    expect(await screen.findByRole('tab', { name: 'Premiere Movies' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Educational' }));
    expect(screen.getByRole('tab', { name: 'Educational' })).toHaveAttribute('aria-selected', 'true');
    expect(router.location.hash).toBe('#EOD');
  });

  it('takes the tab from the /ondemand/{tab} segment', async () => {
    catalogue();
    renderOnDemand('/ondemand/MVOD');
    expect(await screen.findByRole('tab', { name: 'Movies' })).toHaveAttribute('aria-selected', 'true');
  });

  it('filters the grid by language and genre, ALL meaning no filter', async () => {
    const fetchMock = catalogue({
      [`${P}/all/active/by-type`]: respondWith((url) => {
        const language = url.searchParams.get('languageCode');
        const genre = url.searchParams.get('genreId');
        if (language === 'ta') return jsonResponse(200, page([product({ id: 'vod-ta', name: 'Kadal Kaatru' })]));
        if (genre === 'g-action') return jsonResponse(200, page([product({ id: 'vod-ac', name: 'Action Title' })]));
        return jsonResponse(200, page([product(), product({ id: 'vod-ta', name: 'Kadal Kaatru' })]));
      }),
    });
    const { user } = renderOnDemand('/ondemand/#MVOD');

    const grid = await screen.findByRole('list', { name: 'Movies' });
    expect(await within(grid).findByRole('link', { name: 'Kalu Ganga Ira' })).toBeInTheDocument();
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Sinhala', 'Tamil']);

    await user.selectOptions(language, 'ta');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Kalu Ganga Ira' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Kadal Kaatru' })).toBeInTheDocument();

    await user.selectOptions(language, 'ALL');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Genre' }), 'g-action');
    expect(await screen.findByRole('link', { name: 'Action Title' })).toBeInTheDocument();

    const gridCalls = calledPaths(fetchMock).filter((path) => path.includes('/all/active/by-type'));
    expect(gridCalls[0]).toContain('languageCode=ALL&genreId=ALL&page=1&pageSize=4');
    expect(gridCalls[0]).toContain(`typeid=${VOD_TYPE_ID}&subtypeid=sub-MVOD`);
    expect(gridCalls).toContainEqual(expect.stringContaining('languageCode=ta&genreId=ALL'));
    expect(gridCalls).toContainEqual(expect.stringContaining('languageCode=ALL&genreId=g-action'));
  });

  it('has no language or genre filter on Premiere Movies', async () => {
    const fetchMock = catalogue();
    renderOnDemand('/ondemand/#PremiereMovies');
    expect(await screen.findByRole('link', { name: 'Kalu Ganga Ira' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Genre' })).not.toBeInTheDocument();
    expect(calledPaths(fetchMock).some((path) => path.includes('/languages') || path.includes('/genres'))).toBe(false);
  });

  it('hides the genre filter with one genre', async () => {
    catalogue({ [`${P}/genres`]: [genres[0]] });
    renderOnDemand('/ondemand/#MVOD');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Kalu Ganga Ira' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Genre' })).not.toBeInTheDocument();
  });

  it('shows the Trending carousel of the tab', async () => {
    catalogue();
    renderOnDemand('/ondemand/#MVOD');
    expect(await screen.findByRole('heading', { name: 'Trending' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Harbour Lights' })).toHaveAttribute('href', '/products/trend-1');
  });

  it("says 'There is no product available' for an empty tab", async () => {
    catalogue({ [`${P}/all/active/by-type`]: page([]), [`${P}/trending`]: [] });
    renderOnDemand('/ondemand/#MVOD');
    expect(await screen.findByText('There is no product available')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Trending' })).not.toBeInTheDocument();
  });

  function pagedGrid(count: number) {
    const titles = Array.from({ length: count }, (_, index) => product({ id: `vod-${index}`, name: `Title ${index}` }));
    return catalogue({
      [`${P}/all/active/by-type`]: respondWith((url) => {
        const n = Number(url.searchParams.get('page'));
        return jsonResponse(200, page(titles.slice((n - 1) * 4, n * 4), { page: n, total: titles.length }));
      }),
    });
  }

  function requestedPages(fetchMock: ReturnType<typeof catalogue>) {
    return calledPaths(fetchMock)
      .filter((path) => path.includes('/all/active/by-type'))
      .map((path) => new URL(path, 'http://localhost').searchParams.get('page'));
  }

  it('loads more pages while the end of the grid is in view', async () => {
    const fetchMock = pagedGrid(9);
    const { observers } = renderOnDemand('/ondemand/#MVOD');

    expect(await screen.findByRole('link', { name: 'Title 3' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Title 4' })).not.toBeInTheDocument();
    observers.intersect(true);
    expect(await screen.findByRole('link', { name: 'Title 8' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requestedPages(fetchMock)).toEqual(['1', '2', '3']);
  });

  it('loads the next page with Load more', async () => {
    const fetchMock = pagedGrid(6);
    const { user } = renderOnDemand('/ondemand/#MVOD');

    expect(await screen.findByRole('link', { name: 'Title 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Title 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requestedPages(fetchMock)).toEqual(['1', '2']);
  });

  it('reads each list once per visit', async () => {
    const fetchMock = catalogue();
    const { user } = renderOnDemand('/ondemand/#MVOD');
    expect(await screen.findByRole('link', { name: 'Kalu Ganga Ira' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Educational' }));
    await user.click(screen.getByRole('tab', { name: 'Movies' }));
    expect(await screen.findByRole('link', { name: 'Kalu Ganga Ira' })).toBeInTheDocument();
    const requests = fetchMock.mock.calls.map(([input, init]) => `${String(input)} ${String(init?.body)}`);
    expect(new Set(requests).size).toBe(requests.length);
  });

  it("shows the server's message, or the spec's default text", async () => {
    catalogue({
      [`${P}/all/active/by-type`]: respondWith(() => jsonResponse(500, { message: 'boom', code: 'INTERNAL' })),
    });
    renderOnDemand('/ondemand/#MVOD');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please contact your service provider',
    );
  });

  it('asks for the connection’s own list when logged in', async () => {
    writeStored({ jwt: 'jwt-1', conID: 'con-1' });
    const fetchMock = catalogue({
      '/api/users/v1/account/connections': [fixedLineConnection],
      '/api/billing/v1/billing/user-products/by-type': page([
        product({ isPurchased: true, purchaseStatus: 'PURCHASE_COMPLETE', daysRemainingToExpire: 2 }),
      ]),
    });
    renderOnDemand('/ondemand/#MVOD');
    const card = await screen.findByRole('link', { name: 'Kalu Ganga Ira' });
    expect(card).toHaveAccessibleDescription('2 days to expire');
    const paths = calledPaths(fetchMock);
    expect(paths).toContainEqual(expect.stringMatching(/user-products\/by-type\?.*conid=con-1/));
    expect(paths).toContainEqual(expect.stringMatching(/trending\?conid=con-1/));
    expect(paths.some((path) => path.includes('/all/active/by-type'))).toBe(false);
  });

  it('sends a logged-in user without a connection home', async () => {
    writeStored({ jwt: 'jwt-1' });
    catalogue();
    renderOnDemand('/ondemand/#MVOD');
    expect(await screen.findByText('Routed to /')).toBeInTheDocument();
  });
});
