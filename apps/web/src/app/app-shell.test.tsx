import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AnalyticsProvider } from '@/shared/analytics/analytics-context';
import { readStored, writeStored } from '@/shared/session/storage';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { fixedLineConnection, fixedLineDetails } from '@/testing/fixtures';
import { renderInRouter, renderRoutes } from '@/testing/render';
import { routes } from './router';

function logIn() {
  writeStored({
    jwt: 'jwt-1',
    userId: 'acc-1',
    conID: 'con-1',
    selectedUserIndex: '0',
    serviceType: 'SLT PEOTVGO',
    isBroadBand: 'true',
    connectionStatus: 'active',
    userTelephoneNumber: '0112345678',
  });
}

function mockApi() {
  return mockFetch((path) => {
    if (path === '/api/users/v1/account/connections') return jsonResponse(200, [fixedLineConnection]);
    if (path === '/api/users/v1/connection/details/con-1') return jsonResponse(200, fixedLineDetails);
    if (path === '/api/auth/v1/logout') return new Response(null, { status: 204 });
    return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

describe('404 page', () => {
  it('says the page was not found and links home', async () => {
    renderRoutes(routes, { path: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The requested page could not be found')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});

describe('app shell', () => {
  it('has the landmarks, skip link, title and footer', async () => {
    renderRoutes(routes, { path: '/no-such-page' });
    await screen.findByRole('heading', { name: 'Page not found' });

    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toHaveTextContent('Selfcare');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('link', { name: 'PEOTVGO' })).toHaveAttribute('href', '/');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Sri Lanka Telecom PLC. All rights reserved.`);
    expect(footer).toHaveTextContent('Version 3.9.1');
  });

  it("titles the login page 'Selfcare Login'", async () => {
    renderRoutes(routes, { path: '/login' });
    await screen.findByRole('heading', { name: 'Login' });
    expect(within(screen.getByRole('banner')).getByText('Selfcare Login')).toBeInTheDocument();
  });

  it('offers visitors a login link, except on the terms page', async () => {
    const { router } = renderRoutes(routes, { path: '/no-such-page' });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

    await router.navigate('/termsandconditions');
    await vi.waitFor(() =>
      expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument(),
    );
  });

  it('opens and closes the side menu from its toggle', async () => {
    const { user } = renderRoutes(routes, { path: '/no-such-page' });
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    // The drawer's code loads on the first open.
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(within(drawer).getByRole('list'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Packages', 'Channels', 'On Demand', 'SVOD', 'Promotional Packages', 'Promotions']);

    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes the side menu when a link is followed', async () => {
    const { user, router } = renderRoutes(routes, { path: '/no-such-page' });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Packages' }));
    // The page's code loads lazily, so the navigation completes a moment later.
    await vi.waitFor(() => expect(router.location.pathname).toBe('/packages'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives a subscriber the profile link, password change and logout, and the connection selector on /', async () => {
    logIn();
    mockApi();
    renderRoutes(routes, { path: '/' });

    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
    expect(within(banner).getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(await within(banner).findByRole('combobox', { name: 'Connection' })).toHaveTextContent(
      'Home TV - 0112345678',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Home TV' })).toBeInTheDocument();
  });

  it('shows the connection selector only on / and /profile', async () => {
    logIn();
    mockApi();
    const { router } = renderRoutes(routes, { path: '/profile' });
    expect(await screen.findByRole('combobox', { name: 'Connection' })).toBeInTheDocument();

    await router.navigate('/packages');
    await vi.waitFor(() => expect(screen.queryByRole('combobox', { name: 'Connection' })).not.toBeInTheDocument());
  });

  it('logs out: tells the server, forgets everything and shows the login page', async () => {
    logIn();
    const fetchMock = mockApi();
    const { user, router } = renderRoutes(routes, { path: '/' });

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await vi.waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/v1/logout', expect.objectContaining({ method: 'POST' }));
    expect(localStorage.length).toBe(0);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('ends the session when the connection details cannot be read', async () => {
    logIn();
    mockFetch(() => jsonResponse(500, { message: 'boom', code: 'INTERNAL' }));
    const { router } = renderRoutes(routes, { path: '/' });

    await vi.waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(readStored('jwt')).toBeNull();
  });

  it('scrolls to the top and reports a page view on every page change', async () => {
    const pageView = vi.fn();
    const { router } = renderInRouter(
      (matched) => <AnalyticsProvider analytics={{ pageView, funnelStep: vi.fn() }}>{matched}</AnalyticsProvider>,
      routes,
      { path: '/no-such-page' },
    );
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(pageView).toHaveBeenLastCalledWith('/no-such-page');

    await router.navigate('/other?x=1');
    await vi.waitFor(() => expect(pageView).toHaveBeenLastCalledWith('/other?x=1'));
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });
});

describe('login route', () => {
  it('sends a logged-in visitor to /', async () => {
    logIn();
    mockApi();
    const { router } = renderRoutes(routes, { path: '/login' });
    await vi.waitFor(() => expect(router.location.pathname).toBe('/'));
  });

  it('goes to / after logging in', async () => {
    mockFetch((path) => {
      if (path === '/api/auth/v1/login')
        return jsonResponse(200, { token: 'jwt-1', expiresAt: '2030-01-01T00:00:00Z' });
      if (path === '/api/users/v1/account/details') {
        return jsonResponse(200, { accountId: 'acc-1', username: 'a@b.lk', firstName: 'A', lastName: 'B' });
      }
      if (path === '/api/users/v1/account/connections') return jsonResponse(200, [fixedLineConnection]);
      if (path === '/api/users/v1/connection/details/con-1') return jsonResponse(200, fixedLineDetails);
      return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { path: '/login' });

    await user.type(await screen.findByLabelText('Email'), 'a@b.lk');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await vi.waitFor(() => expect(router.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home TV' })).toBeInTheDocument();
  });
});
