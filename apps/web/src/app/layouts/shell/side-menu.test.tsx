import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SideMenu } from './side-menu';

function Page() {
  const { pathname } = useLocation();
  return (
    <>
      <SideMenu />
      <p>{`Routed to ${pathname}`}</p>
    </>
  );
}

function renderSideMenu() {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/somewhere'] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const toggle = within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('button', { name: 'Menu' });
  return { user: userEvent.setup({ pointerEventsCheck: 0 }), router, toggle };
}

const visitorEntries = ['Home', 'Packages', 'Channels', 'On Demand', 'SVOD', 'Promotional Packages', 'Promotions'];

describe('side menu', () => {
  it('is a collapsed toggle for a dialog until opened', () => {
    const { toggle } = renderSideMenu();
    expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the drawer on click with the entries, and Escape closes it and focuses the toggle', async () => {
    const { user, toggle } = renderSideMenu();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-controls', drawer.id);
    expect(
      within(within(drawer).getByRole('list'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(visitorEntries);
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).not.toHaveAttribute('aria-controls');
    expect(toggle).toHaveFocus();
  });

  it('also carries Login and the language choice, which phones do not have in the top bar', async () => {
    const { user, toggle } = renderSideMenu();

    await user.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(drawer).getByRole('combobox', { name: 'Site language' })).toHaveValue('en');
  });

  it('opens again after closing, and closes on the close button and on a click outside', async () => {
    const { user, toggle } = renderSideMenu();

    await user.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    // The overlay covers the page; Radix sets pointer-events: none on the body while the drawer is open.
    await user.pointer({ keys: '[MouseLeft]', target: document.body });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes when a link is followed', async () => {
    const { user, toggle } = renderSideMenu();

    await user.click(toggle);
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Packages' }));
    expect(await screen.findByText('Routed to /packages')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
