import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeStored } from '@/shared/session/storage';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { RoutedTo, renderRoutes } from '@/testing/render';
import { EmailConfirmationPage } from './email-confirmation-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

function renderPage() {
  return renderRoutes(
    [
      { path: '/email/confirmation/:id', Component: EmailConfirmationPage },
      { path: '*', Component: RoutedTo },
    ],
    { path: `/email/confirmation/${TOKEN}` },
  );
}

describe('EmailConfirmationPage', () => {
  it('clears local storage on arrival and asks to press Submit, without calling anything yet', () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { message: 'Confirm verification is success' }));
    writeStored({ jwt: 'someone-else', conID: 'con-1' });
    localStorage.setItem('basepackage', 'Family');

    renderPage();

    expect(localStorage.length).toBe(0);
    expect(screen.getByText('Press Submit to access Selfcare portal')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('confirms with the token and shows the success message, then goes to /login', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { message: 'Confirm verification is success' }));
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Success!' });
    expect(dialog).toHaveTextContent('Confirm verification is success');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/auth/v1/email/confirmation/${TOKEN}`);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Routed to /login')).toBeInTheDocument();
  });

  it('goes to /login when the success message is dismissed with Escape too', async () => {
    mockFetch(() => jsonResponse(200, { message: 'Confirm verification is success' }));
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Success!' });
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Routed to /login')).toBeInTheDocument();
  });

  it("shows the server's message in the red alert box, else the generic one", async () => {
    let answer = jsonResponse(400, {
      message: 'This confirmation link is not valid or has expired.',
      code: 'INVALID_LINK',
    });
    mockFetch(() => answer);
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is not valid or has expired.');

    answer = jsonResponse(502);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please contact your service provider',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
