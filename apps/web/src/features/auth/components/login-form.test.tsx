import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readStored } from '@/shared/session/storage';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { account, fixedLineConnection } from '@/testing/fixtures';
import { RoutedTo, renderRoutes } from '@/testing/render';
import { LoginForm } from './login-form';

const NOT_CONFIRMED = {
  code: 'EMAIL_NOT_CONFIRMED',
  message: 'Please confirm your email address with the link we emailed to you before logging in.',
};

function renderLogin() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginForm onSuccess={() => {}} /> },
      { path: '*', Component: RoutedTo },
    ],
    { path: '/login' },
  );
}

describe('LoginForm', () => {
  it('shows the required messages verbatim', async () => {
    const fetchMock = mockFetch(() => jsonResponse(500));
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Email')).toBeInvalid();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed email', async () => {
    mockFetch(() => jsonResponse(500));
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Email'), 'kamal@');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
  });

  it('shows the server message in the alert box', async () => {
    mockFetch(() => jsonResponse(400, { message: 'Invalid username or password', code: 'INVALID_CREDENTIALS' }));
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Email'), 'kamal@example.lk');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(readStored('jwt')).toBeNull();
  });

  it("shows a rate limit's wait (429) in the alert box and keeps the password field pasteable", async () => {
    mockFetch(() =>
      jsonResponse(429, { message: 'Too many attempts. Please try again in 873 seconds.', code: 'RATE_LIMITED' }),
    );
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Email'), 'kamal@example.lk');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('xK9.vQ2-mR7_pL4+wZ8=');
    expect(screen.getByLabelText('Password')).toHaveValue('xK9.vQ2-mR7_pL4+wZ8=');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 873 seconds.');
    expect(readStored('jwt')).toBeNull();
  });

  it('stores the session, the account id and the first connection', async () => {
    const fetchMock = mockFetch((path) => {
      if (path === '/api/auth/v1/login')
        return jsonResponse(200, { token: 'jwt-1', expiresAt: '2030-01-01T00:00:00Z' });
      if (path === '/api/users/v1/account/details') return jsonResponse(200, account);
      if (path === '/api/users/v1/account/connections') return jsonResponse(200, [fixedLineConnection]);
      return jsonResponse(404, { message: 'not found', code: 'NOT_FOUND' });
    });
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Email'), ' Kamal@Example.lk ');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await vi.waitFor(() => expect(readStored('conID')).toBe('con-1'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      username: 'kamal@example.lk',
      password: 'correct-horse',
    });
    expect(readStored('jwt')).toBe('jwt-1');
    expect(readStored('userId')).toBe('acc-1');
    expect(readStored('serviceType')).toBe('SLT PEOTVGO');
    expect(readStored('isBroadBand')).toBe('true');
  });

  it("links to this portal's registration, whose first page goes on to a configured site, and to password recovery", async () => {
    const { user } = renderLogin();
    const createAccount = screen.getByRole('link', { name: 'New User? Create an Account' });
    expect(createAccount).toHaveAttribute('href', '/customer/selection');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/password');
    await user.click(createAccount);
    expect(await screen.findByText('Routed to /customer/selection')).toBeInTheDocument();
  });

  it('offers a new confirmation link when the address is not confirmed yet, and says it was sent', async () => {
    const sent =
      'If this email belongs to an account that is not confirmed yet, a confirmation link has been sent to it.';
    const fetchMock = mockFetch((path) => {
      if (path === '/api/auth/v1/login') return jsonResponse(403, NOT_CONFIRMED);
      if (path === '/api/auth/v1/email/confirmation') return jsonResponse(200, { message: sent });
      return jsonResponse(404, {});
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'new@example.lk');
    await user.type(screen.getByLabelText('Password'), 'Welcome@2026');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_CONFIRMED.message);
    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    const status = await screen.findByRole('status');
    await vi.waitFor(() => expect(status).toHaveTextContent(sent));
    const resend = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/v1/email/confirmation');
    expect(resend?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(resend?.[1]?.body))).toEqual({ username: 'new@example.lk' });
    expect(readStored('jwt')).toBeNull();
  });

  it('shows a refused resend (429) in an alert', async () => {
    mockFetch((path) => {
      if (path === '/api/auth/v1/login') return jsonResponse(403, NOT_CONFIRMED);
      if (path === '/api/auth/v1/email/confirmation')
        return jsonResponse(429, {
          message: 'Too many attempts. Please try again in 600 seconds.',
          code: 'RATE_LIMITED',
        });
      return jsonResponse(404, {});
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'new@example.lk');
    await user.type(screen.getByLabelText('Password'), 'Welcome@2026');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Resend confirmation email' }));
    await vi.waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Too many attempts. Please try again in 600 seconds.',
      ),
    );
  });

  describe('with two-step sign-in on', () => {
    const SECOND_STEP = {
      secondStep: {
        method: 'authenticator',
        token: 't'.repeat(43),
        expiresAt: '2030-01-01T00:00:00Z',
        mobileEnding: null,
      },
      deviceKey: 'k'.repeat(43),
    };

    async function passwordStep(answer: (path: string, init?: RequestInit) => Response | Promise<Response>) {
      const fetchMock = mockFetch((path, init) =>
        path === '/api/auth/v1/login' ? jsonResponse(200, SECOND_STEP) : answer(path, init),
      );
      const onSuccess = vi.fn();
      const rendered = renderRoutes([{ path: '/login', element: <LoginForm onSuccess={onSuccess} /> }], {
        path: '/login',
      });
      await rendered.user.type(screen.getByLabelText('Email'), 'kamal@example.lk');
      await rendered.user.type(screen.getByLabelText('Password'), 'correct-horse');
      await rendered.user.click(screen.getByRole('button', { name: 'Submit' }));
      return { ...rendered, fetchMock, onSuccess };
    }

    it('asks for the code, with the focus on the step and a one-time-code field, and stores no session yet', async () => {
      await passwordStep(() => jsonResponse(404, {}));
      const heading = await screen.findByRole('heading', { name: 'Two-step sign-in' });
      await vi.waitFor(() => expect(heading).toHaveFocus());
      const field = screen.getByLabelText('Code from the app, or a recovery code');
      expect(field).toHaveAttribute('autocomplete', 'one-time-code');
      expect(screen.getByRole('checkbox', { name: 'Remember this device for 30 days' })).not.toBeChecked();
      expect(readStored('jwt')).toBeNull();
    });

    it('says an empty code and a wrong one, then signs in with the right one, remembering the device', async () => {
      const { user, fetchMock, onSuccess } = await passwordStep((path, init) => {
        if (path === '/api/auth/v1/login/second-step') {
          const body = JSON.parse(String(init?.body));
          return body.code === '123456'
            ? jsonResponse(200, { token: 'jwt-2', expiresAt: '2030-01-01T00:00:00Z' })
            : jsonResponse(400, { code: 'TWO_STEP_CODE_WRONG', message: 'The code is not correct.' });
        }
        if (path === '/api/users/v1/account/details') return jsonResponse(200, account);
        if (path === '/api/users/v1/account/connections') return jsonResponse(200, [fixedLineConnection]);
        return jsonResponse(404, {});
      });
      await user.click(await screen.findByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Type the code.')).toBeInTheDocument();

      const field = screen.getByLabelText('Code from the app, or a recovery code');
      await user.type(field, '000000');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct.');

      await user.clear(field);
      await user.type(field, '123456');
      await user.click(screen.getByRole('checkbox', { name: 'Remember this device for 30 days' }));
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
      expect(readStored('jwt')).toBe('jwt-2');
      const sent = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/v1/login/second-step');
      expect(JSON.parse(String(sent.at(-1)?.[1]?.body))).toEqual({
        token: 't'.repeat(43),
        code: '123456',
        rememberDevice: true,
      });
    });

    it('goes back to the password with "Back to login"', async () => {
      const { user } = await passwordStep(() => jsonResponse(404, {}));
      await user.click(await screen.findByRole('button', { name: 'Back to login' }));
      expect(screen.getByLabelText('Password')).toBeInTheDocument();
    });
  });
});
