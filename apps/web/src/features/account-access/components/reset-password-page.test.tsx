import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readStored, writeStored } from '@/shared/session/storage';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { RoutedTo, renderRoutes } from '@/testing/render';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

function renderPage(id = `reset=${TOKEN}`) {
  return renderRoutes(
    [
      { path: '/pwd_recovery/:id', Component: ResetPasswordPage },
      { path: '*', Component: RoutedTo },
    ],
    { path: `/pwd_recovery/${id}` },
  );
}

describe('ResetPasswordPage', () => {
  it('shows the required messages verbatim, tied to their fields', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { message: 'ok' }));
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Confirm password is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the password rule and the mismatch message verbatim', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { message: 'ok' }));
    const { user } = renderPage();

    await user.type(screen.getByLabelText('Password'), 'abc123');
    await user.type(screen.getByLabelText('Confirm Password'), 'abc1234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Password should be minimum 8 characters with numbers and letters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Password and Confirm Password is not matching')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token after "=" with the password, ends the stored session and goes on to /login', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(200, { message: 'Your password has been reset. Please log in with your new password.' }),
    );
    writeStored({ jwt: 'old-session', conID: 'con-1' });
    const { user } = renderPage();

    await user.type(screen.getByLabelText('Password'), 'Brand.New.9');
    await user.type(screen.getByLabelText('Confirm Password'), 'Brand.New.9');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Success!' });
    expect(dialog).toHaveTextContent('Your password has been reset. Please log in with your new password.');
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/auth/v1/pwd-recovery');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'Brand.New.9', token: TOKEN });
    expect(readStored('jwt')).toBeNull();
    expect(readStored('conID')).toBeNull();

    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    await user.click(ok);
    expect(await screen.findByText('Routed to /login')).toBeInTheDocument();
  });

  it('takes pasted passwords, as from a password manager: nothing blocks paste', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { message: 'ok' }));
    const { user } = renderPage();
    const generated = 'xK9.vQ2-mR7_pL4+wZ8=';

    await user.click(screen.getByLabelText('Password'));
    await user.paste(generated);
    await user.click(screen.getByLabelText('Confirm Password'));
    await user.paste(generated);
    expect(screen.getByLabelText('Password')).toHaveValue(generated);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Success!' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ password: generated });
  });

  it('shows the common-password message instead of the generic one, with the session kept', async () => {
    mockFetch(() =>
      jsonResponse(400, {
        message: 'This password is one of the most common passwords. Please choose another one.',
        code: 'COMMON_PASSWORD',
      }),
    );
    writeStored({ jwt: 'session' });
    const { user } = renderPage();

    await user.type(screen.getByLabelText('Password'), 'Password1');
    await user.type(screen.getByLabelText('Confirm Password'), 'Password1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This password is one of the most common passwords. Please choose another one.');
    expect(alert).not.toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(readStored('jwt')).toBe('session');
  });

  it.each([
    [400, { message: 'This password reset link is not valid or has expired.', code: 'INVALID_LINK' }],
    [429, { message: 'Too many attempts. Please try again in 60 seconds.', code: 'RATE_LIMITED' }],
    [500, undefined],
  ])('shows only the generic message for a %i failure, with a way to ask for a new link', async (status, body) => {
    mockFetch(() => jsonResponse(status, body));
    writeStored({ jwt: 'session' });
    const { user } = renderPage();

    await user.type(screen.getByLabelText('Password'), 'Brand.New.9');
    await user.type(screen.getByLabelText('Confirm Password'), 'Brand.New.9');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong, please contact your service provider');
    expect(alert).not.toHaveTextContent(/link is not valid|Too many/);
    expect(screen.getByRole('link', { name: 'Ask for a new password reset link' })).toHaveAttribute(
      'href',
      '/password',
    );
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(readStored('jwt')).toBe('session');
  });
});
