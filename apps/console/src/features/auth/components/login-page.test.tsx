import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readToken } from '@/shared/session/session-store';
import { LoginPage } from './login-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <h1>Console home</h1> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

let calls: { url: string; init: RequestInit | undefined }[];
beforeEach(() => {
  calls = [];
});
afterEach(() => vi.unstubAllGlobals());

function answer(...responses: Response[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const next = responses.shift();
      if (!next) throw new Error(`unexpected call ${url}`);
      return next;
    }),
  );
}

describe('signing in to the console', () => {
  it('enrols: shows the QR code and key, refuses a wrong code, then shows the recovery codes once', async () => {
    answer(
      json(200, {
        step: 'enrol',
        pendingToken: 'pending-token',
        expiresAt: new Date(Date.now() + 300_000).toISOString(),
        enrolment: {
          otpauthUri: 'otpauth://totp/Selfcare:new@selfcare.lk?secret=JBSWY3DPEHPK3PXP',
          secret: 'JBSWY3DPEHPK3PXP',
        },
      }),
      json(400, { code: 'INVALID_CODE', message: 'The code is wrong or already used.' }),
      json(200, {
        token: 'session-token',
        expiresAt: new Date().toISOString(),
        recoveryCodes: ['AAAA-1111', 'BBBB-2222'],
      }),
    );
    const router = renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), 'new@selfcare.lk');
    await userEvent.type(screen.getByLabelText('Password'), 'a long password');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Set up two-step verification' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByText(/JBSWY3DPEHPK3PXP/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Code from your authenticator app'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the six-digit code.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await userEvent.clear(screen.getByLabelText('Code from your authenticator app'));
    await userEvent.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong or already used.');
    expect(new Headers(calls[1]?.init?.headers).get('Authorization')).toBe('Bearer pending-token');

    await userEvent.type(screen.getByLabelText('Code from your authenticator app'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['AAAA-1111', 'BBBB-2222']);
    expect(readToken()).toBe('session-token');
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows the api's refusal of a wrong password and stays on the first step", async () => {
    answer(json(400, { code: 'INVALID_CREDENTIALS', message: 'The e-mail or password is wrong.' }));
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), 'admin@selfcare.lk');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is wrong.');
    expect(screen.getByRole('heading', { name: 'Sign in to the console' })).toBeInTheDocument();
    expect(readToken()).toBeNull();
  });
});
