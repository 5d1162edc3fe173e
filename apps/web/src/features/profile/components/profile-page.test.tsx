import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readStored, writeStored } from '@/shared/session/storage';
import { basePackage } from '@/testing/catalogue-fixtures';
import { fixedLineConnection } from '@/testing/fixtures';
import { RoutedTo, renderRoutes } from '@/testing/render';
import { type ProfileApi, profileApi, serveProfile } from '../testing/profile-api';
import { ProfilePage } from './profile-page';

configure({ asyncUtilTimeout: 10_000 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function open(api: ProfileApi, path = '/profile') {
  writeStored({ jwt: 'jwt-1', conID: api.details.connectionId, connectionStatus: api.details.status });
  const fetchMock = serveProfile(api);
  const rendered = renderRoutes(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '*', element: <RoutedTo /> },
    ],
    { path },
  );
  return { ...rendered, fetchMock };
}

const monthly = basePackage('quarter', { name: 'PEO Family quarter', currentPurchasedPackage: true });
const oneOff = {
  ...monthly,
  billingEndDate: '2026-12-31',
  purchaseOption: monthly.purchaseOption && {
    ...monthly.purchaseOption,
    purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL' as const,
  },
};

describe('ProfilePage', { timeout: 30_000 }, () => {
  it('shows the name, username and Connection Info', async () => {
    open(profileApi());
    expect(await screen.findByRole('heading', { level: 1, name: 'Kamal Silva' })).toBeInTheDocument();
    expect(screen.getByText('Username: kamal@example.lk')).toBeInTheDocument();
    const info = await screen.findByRole('region', { name: 'Connection Info' });
    for (const text of ['00123456', '0112345678', '0771234567', 'SLT PEOTVGO', '482913']) {
      expect(within(info).getByText(text)).toBeInTheDocument();
    }
  });

  it.each(['pending_terminated', 'unsubscribed'] as const)('hides Unsubscribe for a connection %s', async (status) => {
    open(profileApi({ details: { ...profileApi().details, status } }));
    await screen.findByRole('region', { name: 'Connection Info' });
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('hides Unsubscribe for a one-off base package and shows its end date', async () => {
    open(profileApi({ packages: [oneOff] }));
    expect(await screen.findByText('You can enjoy this till 31/12/2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says in MY CONTENT until when a paused base package is paused', async () => {
    open(profileApi({ packages: [{ ...monthly, purchaseStatus: 'PURCHASE_COMPLETE', pausedUntil: '2027-02-10' }] }));
    const panel = await screen.findByRole('region', { name: 'Current Package' });
    expect(await within(panel).findByText('Paused until 10/02/2027')).toBeInTheDocument();
  });

  it('offers no Unsubscribe while an upgrade holds it off, and says until when', async () => {
    open(profileApi({ details: { ...profileApi().details, unsubscribeBlockedUntil: '2026-12-16' } }));
    expect(await screen.findByText('This package cannot be unsubscribed until 2026-12-16.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('unsubscribes after confirming, then selects the first remaining connection', async () => {
    const other = { ...fixedLineConnection, connectionId: 'con-2', name: 'Office' };
    const api = profileApi();
    const { user, fetchMock } = open(api);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    api.connections = [other];
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Unsubscription success')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([path, init]) => String(path).endsWith('/users/v1/connection/unsubscribe/con-1') && init?.method === 'POST',
      ),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(readStored('conID')).toBe('con-2'));
  });

  it('sends the reason and words when given, and no body when the optional reason is skipped', async () => {
    const api = profileApi({ refuse: { status: 409, message: 'Already ending' } });
    const { user, fetchMock } = open(api);
    const bodies = () =>
      fetchMock.mock.calls
        .filter(([path]) => String(path).endsWith('/users/v1/connection/unsubscribe/con-1'))
        .map(([, init]) => init?.body);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    const dialog = screen.getByRole('dialog', { name: 'Unsubscribe connection' });
    const question = within(dialog).getByRole('group', { name: 'Why are you leaving? (optional)' });
    // The words box comes only with a reason chosen.
    expect(within(question).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(question).getByRole('radio', { name: "I'm moving to another provider" }));
    await user.type(within(question).getByRole('textbox', { name: /Anything you would like to tell us/ }), ' Abroad ');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await screen.findByRole('dialog', { name: 'Process failed' });
    expect(bodies()).toEqual([JSON.stringify({ reason: { code: 'moving_provider', text: 'Abroad' } })]);

    await user.click(screen.getByRole('button', { name: 'OK' }));
    api.refuse = undefined;
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    // A new confirmation starts with nothing chosen; Yes at once sends the request as it always was.
    expect(screen.getByRole('radio', { name: "I'm moving to another provider" })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Unsubscription success')).toBeInTheDocument();
    expect(bodies()).toHaveLength(2);
    expect(bodies()[1]).toBeUndefined();
  });

  it('sends an Idempotency-Key with the unsubscribe, a new one for each confirmation', async () => {
    const api = profileApi({ refuse: { status: 409, message: 'Already ending' } });
    const { user, fetchMock } = open(api);
    const keys = () =>
      fetchMock.mock.calls
        .filter(([path]) => String(path).endsWith('/users/v1/connection/unsubscribe/con-1'))
        .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await screen.findByRole('dialog', { name: 'Process failed' });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    api.refuse = undefined;
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Unsubscription success')).toBeInTheDocument();

    const [first, second] = keys();
    expect(keys()).toHaveLength(2);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('logs out when no connection remains after unsubscribing', async () => {
    const api = profileApi();
    const { user } = open(api);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    api.connections = [];
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Routed to /login')).toBeInTheDocument();
    expect(readStored('jwt')).toBeNull();
  });

  it('uses the operator and card path for types 6 and 7, which stay listed until they end', async () => {
    const details = { ...profileApi().details, connectionType: 7, serviceType: 'Prepaid' as const };
    const { user, fetchMock } = open(profileApi({ details }));
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await screen.findByText('Unsubscription success');
    expect(
      fetchMock.mock.calls.some(([path]) => String(path).endsWith('/users/v1/connections/unsubscribe/con-1')),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(readStored('conID')).toBe('con-1'));
  });

  it('shows Process failed with the server message when unsubscribing is refused', async () => {
    const { user } = open(profileApi({ refuse: { status: 409, message: 'Already ending' } }));
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Process failed' });
    expect(within(dialog).getByText('Already ending')).toBeInTheDocument();
  });

  it('changes the parental PIN with the account password', async () => {
    const { user, fetchMock } = open(profileApi());
    await user.click(await screen.findByRole('button', { name: 'Change Parental PIN' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Parental PIN' });
    const change = within(dialog).getByRole('button', { name: 'Change' });
    expect(change).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Account Password'), 'Selfcare@2026');
    await user.type(within(dialog).getByLabelText('New PIN'), '12');
    await user.click(change);
    expect(await within(dialog).findByText('The parental PIN is 4 digits.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New PIN'), '34');
    await user.click(change);
    expect(await screen.findByText('Your parental PIN has been changed.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([path]) => String(path).endsWith('/connections/con-1/parental-pin'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ password: 'Selfcare@2026', pin: '1234' });
  });

  it('opens a tab from ?tab= and moves between tabs with the arrow keys', async () => {
    const { user } = open(profileApi(), '/profile?tab=5');
    expect(await screen.findByRole('tab', { name: 'MY PURCHASES', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'MY CONTENT' }));
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('tab', { name: 'MY DEVICES', selected: true })).toHaveFocus();
  });

  it('offers MY PAYMENTS only to prepaid and mobile-operator, MY VOUCHERS not to SLT PEOTVGO', async () => {
    open(profileApi());
    await screen.findByRole('tab', { name: 'MY CONTENT' });
    expect(screen.queryByRole('tab', { name: 'MY PAYMENTS' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'MY VOUCHERS' })).not.toBeInTheDocument();
  });
});
