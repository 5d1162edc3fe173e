import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { RoutedTo, renderRoutes } from '@/testing/render';
import { RecoverUsernamePage } from './recover-username-page';

const SENT = 'If an account uses this number, its username has been sent to the email address of that account.';

function renderPage() {
  return renderRoutes(
    [
      { path: '/recover-username', Component: RecoverUsernamePage },
      { path: '*', Component: RoutedTo },
    ],
    { path: '/recover-username' },
  );
}

describe('RecoverUsernamePage', () => {
  it('checks the number before calling', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { message: SENT }));
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Mobile or telephone number is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile or telephone number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid telephone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile or telephone number')).toHaveAccessibleDescription('Invalid telephone number');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks with the number in the username query item and announces the answer', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { message: SENT }));
    const { user } = renderPage();

    await user.type(screen.getByLabelText('Mobile or telephone number'), '077 123 4567');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/v1/recover?username=0771234567');
  });

  it("shows the server's refusal, else the generic message", async () => {
    mockFetch(() =>
      jsonResponse(429, { message: 'Too many attempts. Please try again in 60 seconds.', code: 'RATE_LIMITED' }),
    );
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Mobile or telephone number'), '0771234567');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 60 seconds.');
  });
});
