import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, writeStored } from '@/shared/session/storage';
import { fakeApi } from '@/testing/fake-api';
import { RoutedTo, renderRoutes } from '@/testing/render';
import { SessionExpiryWarning } from './session-expiry-warning';

const RENEW = 'POST /auth/v1/session';
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

function render(expiresAt: string) {
  writeStored({ jwt: 'old-token', conID: 'con-1', sessionExpiresAt: expiresAt });
  return renderRoutes([
    { path: '/', element: <SessionExpiryWarning /> },
    { path: '*', element: <RoutedTo /> },
  ]);
}

describe('SessionExpiryWarning (WCAG 2.2.1)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says nothing until five minutes before the session ends, then asks', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({});
    render(fromNow(30 * 60_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(25 * 60_000 + 1_000);
    });
    const dialog = screen.getByRole('dialog', { name: 'Still there?' });
    expect(dialog).toHaveTextContent('For your security, your session ends in less than 5 minutes.');
  });

  it('Stay signed in renews the session, keeps the new token and its end, and closes', async () => {
    const renewedUntil = fromNow(12 * 60 * 60_000);
    const api = fakeApi({ [RENEW]: { token: 'new-token', expiresAt: renewedUntil } });
    const { user } = render(fromNow(2 * 60_000));
    await user.click(await screen.findByRole('button', { name: 'Stay signed in' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls(RENEW)[0]?.headers.get('Authorization')).toBe('Bearer old-token');
    expect(readStored('jwt')).toBe('new-token');
    expect(readStored('sessionExpiresAt')).toBe(renewedUntil);
  });

  it('closing the dialog with Escape also keeps the session', async () => {
    const api = fakeApi({ [RENEW]: { token: 'new-token', expiresAt: fromNow(12 * 60 * 60_000) } });
    const { user } = render(fromNow(60_000));
    await screen.findByRole('dialog', { name: 'Still there?' });
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(api.calls(RENEW)).toHaveLength(1));
  });

  it('Log out now ends the session and goes to the login page', async () => {
    const api = fakeApi({ 'POST /auth/v1/logout': new Response(null, { status: 204 }) });
    const { user } = render(fromNow(60_000));
    await user.click(await screen.findByRole('button', { name: 'Log out now' }));
    expect(await screen.findByText('Routed to /login')).toBeInTheDocument();
    expect(api.calls('POST /auth/v1/logout')).toHaveLength(1);
    expect(readStored('jwt')).toBeNull();
  });
});
