import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { leaveSiteFor } from '../model/leave-site';
import { readRegistration } from '../model/registration-store';
import { renderStep } from '../testing/render-step';
import { CustomerSelectionPage } from './customer-selection-page';

vi.mock('../model/leave-site', () => ({ leaveSiteFor: vi.fn() }));

const SETTINGS = 'GET /users/v1/registration/settings';

const types = [
  { id: 1, name: 'Existing PEOTV customers', kind: 'tv' },
  { id: 2, name: 'Voice', kind: 'broadband' },
  { id: 3, name: 'ADSL', kind: 'broadband' },
  { id: 4, name: 'Fibre', kind: 'broadband' },
  { id: 5, name: '4G LTE', kind: 'broadband' },
  { id: 6, name: 'Mobitel', kind: 'mobile' },
  { id: 7, name: 'Other networks and card users', kind: 'prepaid' },
];

describe('CustomerSelectionPage', () => {
  beforeEach(() => vi.mocked(leaveSiteFor).mockClear());

  it("keeps a visitor without the t query parameter in this portal's registration, with every choice", async () => {
    fakeApi({ [SETTINGS]: { externalRegistrationUrl: null } });
    renderStep('/customer/selection', CustomerSelectionPage);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an Account' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Existing PEOTV customers',
      'SLT home broadband / voice customers',
      'Mobitel customers',
      'Other networks and card users',
    ]);
    expect(leaveSiteFor).not.toHaveBeenCalled();
  });

  it('sends a visitor without t to the registration site the operator configured', async () => {
    fakeApi({ [SETTINGS]: { externalRegistrationUrl: 'https://www.slt.lk/register' } });
    renderStep('/customer/selection', CustomerSelectionPage);
    await vi.waitFor(() => expect(leaveSiteFor).toHaveBeenCalledWith('https://www.slt.lk/register', { replace: true }));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('never sends a logged-in subscriber adding a connection away, even with a site configured', async () => {
    const api = fakeApi({ [SETTINGS]: { externalRegistrationUrl: 'https://www.slt.lk/register' } });
    renderStep('/customer/selection', CustomerSelectionPage, { loggedIn: true });
    expect(await screen.findByText('You are adding a connection to your account.')).toBeInTheDocument();
    expect(api.calls(SETTINGS)).toEqual([]);
    expect(leaveSiteFor).not.toHaveBeenCalled();
  });

  it('offers the four customer types with t, Proceed disabled until one is chosen', async () => {
    fakeApi({});
    const { user } = renderStep('/customer/selection?t=1', CustomerSelectionPage);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Existing PEOTV customers',
      'SLT home broadband / voice customers',
      'Mobitel customers',
      'Other networks and card users',
    ]);
    const proceed = screen.getByRole('button', { name: 'Proceed' });
    expect(proceed).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Existing PEOTV customers' }));
    expect(proceed).toBeEnabled();
    await user.click(proceed);
    expect(await screen.findByText('Routed to /account-login')).toBeInTheDocument();
    expect(readRegistration()).toMatchObject({ mode: 'register', connectionType: 1, t: '1' });
    expect(leaveSiteFor).not.toHaveBeenCalled();
  });

  it('works on /customer too', () => {
    fakeApi({});
    renderStep('/customer?t=1', CustomerSelectionPage);
    expect(screen.getByRole('radio', { name: 'Mobitel customers' })).toBeInTheDocument();
  });

  it('leads the fixed-line choice to a second screen with only the broadband types, then to the account login', async () => {
    fakeApi({ 'GET /users/v1/connection-types': types });
    const { user } = renderStep('/customer/selection?t=1', CustomerSelectionPage);
    await user.click(screen.getByRole('radio', { name: 'SLT home broadband / voice customers' }));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));

    const group = await screen.findByRole('group', { name: 'Which fixed-line connection do you have?' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your fixed-line connection' })).toHaveFocus();
    expect([...group.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Voice',
      'ADSL',
      'Fibre',
      '4G LTE',
    ]);
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Fibre' }));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Routed to /account-login')).toBeInTheDocument();
    expect(readRegistration()).toMatchObject({ connectionType: 4 });
  });

  it('leads mobile customers (6) to the personal details', async () => {
    fakeApi({});
    const { user } = renderStep('/customer/selection?t=1', CustomerSelectionPage);
    await user.click(screen.getByRole('radio', { name: 'Mobitel customers' }));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Routed to /personaldetails')).toBeInTheDocument();
    expect(readRegistration()).toMatchObject({ connectionType: 6 });
  });

  it('fetches the country first for other networks and card users (7), fixed to Sri Lanka', async () => {
    const api = fakeApi({ 'GET /users/v1/location': { country: 'LK' } });
    const { user } = renderStep('/customer/selection?t=1', CustomerSelectionPage);
    await user.click(screen.getByRole('radio', { name: 'Other networks and card users' }));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Routed to /personaldetails')).toBeInTheDocument();
    expect(api.calls('GET /users/v1/location')).toHaveLength(1);
    expect(readRegistration()).toMatchObject({ connectionType: 7, country: 'Sri Lanka' });
  });

  it('adds a connection for a logged-in subscriber', async () => {
    fakeApi({});
    const { user } = renderStep('/customer/selection?t=1', CustomerSelectionPage, { loggedIn: true });
    expect(screen.getByText('You are adding a connection to your account.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Mobitel customers' }));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(readRegistration()).toMatchObject({ mode: 'addConnection', connectionType: 6 });
  });
});
