import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { type RegistrationState, readRegistration } from '../model/registration-store';
import { CONNECTION_ID, renderStep, TOKEN } from '../testing/render-step';
import { AlreadyRegisteredPage } from './already-registered-page';
import { AccountCreatedPage, ValidationCodePage } from './completion-page';
import { TermsPage } from './terms-page';

const COMPLETION = `GET /users/v1/registration/${CONNECTION_ID}/completion`;
const completion = (overrides: Record<string, unknown> = {}) => ({
  completed: true,
  authCode: 'D164E634BB',
  email: 'new@example.lk',
  telephoneNumber: '0112555123',
  mobile: '0771234565',
  connectionType: 1,
  serviceType: 'SLT PEOTVGO',
  broadband: false,
  dataBundleIncluded: false,
  dataBundleStatus: null,
  productName: 'PEO Lite',
  ...overrides,
});
const registration: RegistrationState = {
  mode: 'register',
  connectionType: 1,
  connectionId: CONNECTION_ID,
  registrationToken: TOKEN,
  purchase: { productId: 'p-fibre', productName: 'Fibre', price: 1390, transactionId: null, referenceNo: null },
};

afterEach(() => vi.restoreAllMocks());

describe('AccountCreatedPage (/auth)', () => {
  it('shows the validation code, the apps with the TV entry, the set-top box notice and asks to verify the e-mail', async () => {
    fakeApi({ [COMPLETION]: completion() });
    renderStep('/auth', AccountCreatedPage, { registration });
    expect(await screen.findByText('Your Validation Code is')).toBeInTheDocument();
    expect(screen.getByText('D164E634BB')).toBeInTheDocument();
    expect(screen.getByText(/parental PIN has been sent to your mobile by SMS/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Android',
      'iOS',
      'Web app',
      'TV',
    ]);
    expect(screen.getByRole('link', { name: 'Open the web app' })).toBeInTheDocument();
    expect(screen.getByText('To watch on a TV, the TV box must be bought from Sri Lanka Telecom.')).toBeInTheDocument();
    expect(screen.getByText('Please verify the link we emailed to new@example.lk, then log in.')).toBeInTheDocument();
    expect(
      screen.getByText("No email? Log in and choose 'Resend confirmation email' for a new link."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(readRegistration()).toBeNull();
  });

  it('fills every app box with its link, whatever the device, and marks the box of the device in hand', async () => {
    fakeApi({ [COMPLETION]: completion() });
    renderStep('/auth', AccountCreatedPage, { registration });
    await screen.findByText('D164E634BB');
    const boxes = screen.getAllByRole('listitem');
    expect(
      boxes.map(
        (box) =>
          within(box).queryByRole('link')?.getAttribute('href') ?? within(box).getByRole('paragraph').textContent,
      ),
    ).toEqual([
      'https://play.google.com/store/apps/details?id=com.slt.peotvgo',
      'https://apps.apple.com/lk/app/peotvgo/id1084218658',
      'https://www.peotvgo.com/',
      'Watch on your TV with a PEOTVGO set-top box.',
    ]);
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeInTheDocument();
    expect(screen.getAllByText('For this device')).toHaveLength(1);
    expect(within(boxes[2] as HTMLElement).getByText('For this device')).toBeInTheDocument();
  });

  it('marks the Android box on an Android phone, its other boxes still linked', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8)');
    fakeApi({ [COMPLETION]: completion() });
    renderStep('/auth', AccountCreatedPage, { registration });
    await screen.findByText('D164E634BB');
    const [android] = screen.getAllByRole('listitem');
    expect(within(android as HTMLElement).getByText('For this device')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the web app' })).toBeInTheDocument();
  });

  it("shows a logged-in subscriber's code again after a reload, from the server", async () => {
    const api = fakeApi({ [COMPLETION]: completion() });
    const first = renderStep('/auth', AccountCreatedPage, {
      registration: { ...registration, mode: 'addConnection', registrationToken: null },
      loggedIn: true,
    });
    expect(await screen.findByText('D164E634BB')).toBeInTheDocument();
    await vi.waitFor(() => expect(first.router.location.search).toBe(`?connectionId=${CONNECTION_ID}`));
    expect(readRegistration()).toBeNull();
    cleanup();

    // The reload: the same address, nothing left in this tab but the session.
    renderStep(`/auth?connectionId=${CONNECTION_ID}`, AccountCreatedPage, { loggedIn: true });
    expect(await screen.findByText('D164E634BB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Access Selfcare' })).toBeInTheDocument();
    const calls = api.calls(COMPLETION);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers.get('Registration-Token')).toBeNull();
  });

  it('does not read a connection named in the address for a visitor', async () => {
    const api = fakeApi({ [COMPLETION]: completion() });
    renderStep(`/auth?connectionId=${CONNECTION_ID}`, AccountCreatedPage);
    expect(await screen.findByText('Routed to /')).toBeInTheDocument();
    expect(api.calls(COMPLETION)).toEqual([]);
  });

  it('leaves out the TV entry with mode 1 and links a logged-in subscriber to Access Selfcare', async () => {
    fakeApi({ [COMPLETION]: completion() });
    renderStep('/auth', AccountCreatedPage, {
      registration: { ...registration, mode: 'addConnection' },
      loggedIn: true,
      at: '/auth?mode=1',
    });
    expect(await screen.findByText('D164E634BB')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'TV' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Access Selfcare' })).toHaveAttribute('href', '/');
  });

  it('says the data bundle was not activated when its status reports a problem, logged out too', async () => {
    fakeApi({
      [COMPLETION]: completion({
        broadband: true,
        dataBundleIncluded: true,
        dataBundleStatus: 'This data bundle could not be activated on your broadband connection.',
      }),
    });
    renderStep('/auth', AccountCreatedPage, { registration });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your data bundle has not been activated due to a technical issue. The activation process is in progress. Extremely sorry for the inconvenience caused',
    );
  });

  it('says nothing of a data bundle that went through', async () => {
    fakeApi({ [COMPLETION]: completion({ broadband: true, dataBundleIncluded: true, dataBundleStatus: '' }) });
    renderStep('/auth', AccountCreatedPage, { registration });
    expect(await screen.findByText('D164E634BB')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes to / without a registration in progress or an auth code', async () => {
    fakeApi({ [COMPLETION]: completion({ completed: false, authCode: null }) });
    renderStep('/auth', AccountCreatedPage);
    expect(await screen.findByText('Routed to /')).toBeInTheDocument();
  });
});

describe('ValidationCodePage (/authcode)', () => {
  it('shows the code of the finished registration', async () => {
    fakeApi({ [COMPLETION]: completion() });
    renderStep('/authcode', ValidationCodePage, { registration });
    expect(await screen.findByText('D164E634BB')).toBeInTheDocument();
    expect(screen.getByText('Your Validation Code is')).toBeInTheDocument();
  });

  it('goes to / without a code', async () => {
    fakeApi({});
    renderStep('/authcode', ValidationCodePage);
    expect(await screen.findByText('Routed to /')).toBeInTheDocument();
  });

  it("shows a logged-in subscriber's code from the server on a reload", async () => {
    fakeApi({ [COMPLETION]: completion() });
    renderStep(`/authcode?connectionId=${CONNECTION_ID}`, ValidationCodePage, { loggedIn: true });
    expect(await screen.findByText('D164E634BB')).toBeInTheDocument();
  });
});

describe('notice pages', () => {
  it('/customer/already_registered says the e-mail is registered, with login and retry links', () => {
    renderStep('/customer/already_registered', AlreadyRegisteredPage);
    expect(
      screen.getByText('Email is already used in another subscribed account. Please proceed with a new email.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/log in and add this connection with Add Account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register with another email' })).toHaveAttribute(
      'href',
      '/customer/selection?t=1',
    );
  });

  it('/termsandconditions has the twelve sections, effective April 2019', () => {
    renderStep('/termsandconditions', TermsPage);
    expect(screen.getByText('Effective from 1 April 2019')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12);
    expect(screen.getByRole('heading', { name: '12. Governing law' })).toBeInTheDocument();
  });
});
