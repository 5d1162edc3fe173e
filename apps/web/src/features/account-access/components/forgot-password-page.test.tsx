import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { RoutedTo, renderRoutes } from '@/testing/render';
import { ForgotPasswordPage } from './forgot-password-page';

const SENT = 'Password reset link has been sent to your email';

function renderPage() {
  return renderRoutes(
    [
      { path: '/password', Component: ForgotPasswordPage },
      { path: '*', Component: RoutedTo },
    ],
    { path: '/password' },
  );
}

describe('ForgotPasswordPage', () => {
  it('shows the spec messages for a missing and a malformed e-mail, tied to the field', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { message: SENT }));
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const field = screen.getByLabelText('Email (Username)');
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Username is required');
    expect(field).toBeInvalid();
    expect(field).toHaveFocus();

    await user.type(field, 'kamal@');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the lower-cased e-mail and announces that the link has been sent', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { message: SENT }));
    const { user } = renderPage();

    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.type(screen.getByLabelText('Email (Username)'), ' Kamal@Example.LK{Enter}');

    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SENT);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/auth/v1/forgot-password');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'kamal@example.lk' });
    expect(screen.getByLabelText('Email (Username)')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refusal in the red alert box, e.g. the rate limit', async () => {
    mockFetch(() =>
      jsonResponse(429, { message: 'Too many attempts. Please try again in 600 seconds.', code: 'RATE_LIMITED' }),
    );
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Email (Username)'), 'kamal@example.lk');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 600 seconds.');
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });

  it('shows the generic message when the server fails', async () => {
    mockFetch(() => jsonResponse(500));
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Email (Username)'), 'kamal@example.lk');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please contact your service provider',
    );
  });

  it('links to username recovery and back to login', () => {
    mockFetch(() => jsonResponse(500));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your username?' })).toHaveAttribute('href', '/recover-username');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});
