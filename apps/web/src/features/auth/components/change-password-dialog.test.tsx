import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { writeStored } from '@/shared/session/storage';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { RoutedTo, renderRoutes } from '@/testing/render';
import { ChangePasswordDialog } from './change-password-dialog';

function renderDialog() {
  writeStored({ jwt: 'jwt-1', conID: 'con-1' });
  return renderRoutes([
    { path: '/', element: <ChangePasswordDialog /> },
    { path: '*', Component: RoutedTo },
  ]);
}

async function openForm(user: ReturnType<typeof renderDialog>['user']) {
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  const dialog = screen.getByRole('dialog', { name: 'Change Password' });
  await within(dialog).findByLabelText('Current Password');
  return dialog;
}

describe('ChangePasswordDialog', () => {
  it('shows the required messages verbatim', async () => {
    const fetchMock = mockFetch(() => jsonResponse(500));
    const { user } = renderDialog();
    const dialog = await openForm(user);

    await user.click(within(dialog).getByRole('button', { name: 'Change' }));

    expect(await within(dialog).findByText('Current Password is Required')).toBeInTheDocument();
    expect(within(dialog).getByText('New Password is Required')).toBeInTheDocument();
    expect(within(dialog).getByText('Confirm Password is Required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for at least 8 characters and a matching confirmation', async () => {
    mockFetch(() => jsonResponse(500));
    const { user } = renderDialog();
    const dialog = await openForm(user);

    await user.type(within(dialog).getByLabelText('Current Password'), 'old-password');
    await user.type(within(dialog).getByLabelText('New Password'), 'short');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(await within(dialog).findAllByText('Password should be at least 8 character long.')).toHaveLength(2);

    await user.clear(within(dialog).getByLabelText('New Password'));
    await user.type(within(dialog).getByLabelText('New Password'), 'new-password-1');
    await user.clear(within(dialog).getByLabelText('Confirm Password'));
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'new-password-2');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(await within(dialog).findByText('Does not match password')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Confirm Password')).toHaveAccessibleDescription('Does not match password');
  });

  it("shows 'Error!' with the server's message when the current password is wrong", async () => {
    mockFetch(() => jsonResponse(400, { message: 'Current password is missed match.', code: 'WRONG_PASSWORD' }));
    const { user } = renderDialog();
    const dialog = await openForm(user);

    await user.type(within(dialog).getByLabelText('Current Password'), 'not-my-password');
    await user.type(within(dialog).getByLabelText('New Password'), 'new-password-1');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'new-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));

    const message = await screen.findByRole('dialog', { name: 'Error!' });
    expect(message).toHaveTextContent('Current password is missed match.');
    await user.click(within(message).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes pasted passwords in every field: nothing blocks paste', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { message: 'Password updated' }));
    const { user } = renderDialog();
    const dialog = await openForm(user);
    const fields = ['Current Password', 'New Password', 'Confirm Password'];
    const pasted = ['old.Secret-1', 'xK9.vQ2-mR7_pL4+wZ8=', 'xK9.vQ2-mR7_pL4+wZ8='];

    for (const [index, label] of fields.entries()) {
      await user.click(within(dialog).getByLabelText(label));
      await user.paste(pasted[index]);
      expect(within(dialog).getByLabelText(label)).toHaveValue(pasted[index]);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      oldPassword: 'old.Secret-1',
      password: 'xK9.vQ2-mR7_pL4+wZ8=',
    });
  });

  it("shows 'Error!' with the common-password message when the server refuses the new password", async () => {
    mockFetch(() =>
      jsonResponse(400, {
        message: 'This password is one of the most common passwords. Please choose another one.',
        code: 'COMMON_PASSWORD',
      }),
    );
    const { user } = renderDialog();
    const dialog = await openForm(user);

    await user.type(within(dialog).getByLabelText('Current Password'), 'my-password-1');
    await user.type(within(dialog).getByLabelText('New Password'), 'Password1');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'Password1');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));

    const message = await screen.findByRole('dialog', { name: 'Error!' });
    expect(message).toHaveTextContent('This password is one of the most common passwords. Please choose another one.');
  });

  it('reports a timeout as a connection problem', async () => {
    vi.spyOn(AbortSignal, 'timeout').mockReturnValue(AbortSignal.abort(new DOMException('late', 'TimeoutError')));
    mockFetch((_, init) => Promise.reject(init.signal?.reason));
    const { user } = renderDialog();
    const dialog = await openForm(user);

    await user.type(within(dialog).getByLabelText('Current Password'), 'old-password');
    await user.type(within(dialog).getByLabelText('New Password'), 'new-password-1');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'new-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));

    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      'Please check your internet connection.',
    );
  });

  it('confirms the change, then logs out once the message is closed', async () => {
    const fetchMock = mockFetch((path) =>
      path === '/api/auth/v1/logout'
        ? new Response(null, { status: 204 })
        : jsonResponse(200, { message: 'Password updated' }),
    );
    const { user, router } = renderDialog();
    const dialog = await openForm(user);

    await user.type(within(dialog).getByLabelText('Current Password'), 'old-password');
    await user.type(within(dialog).getByLabelText('New Password'), 'new-password-1');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'new-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));

    const message = await screen.findByRole('dialog', { name: 'Success!' });
    expect(message).toHaveTextContent('Your password has been changed');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      oldPassword: 'old-password',
      password: 'new-password-1',
    });
    expect(localStorage.getItem('jwt')).toBe('jwt-1');

    await user.click(within(message).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(localStorage.length).toBe(0);
  });

  it('starts with an empty form after cancelling', async () => {
    mockFetch(() => jsonResponse(500));
    const { user } = renderDialog();
    let dialog = await openForm(user);
    await user.type(within(dialog).getByLabelText('Current Password'), 'typed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await openForm(user);
    expect(within(dialog).getByLabelText('Current Password')).toHaveValue('');
  });
});
