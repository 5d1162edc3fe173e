import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '@/testing/fake-api';
import { readRegistration } from '../model/registration-store';
import { renderStep } from '../testing/render-step';
import { AccountLoginPage } from './account-login-page';

const LOOKUP = 'GET /users/v1/registration/connection-details';
const record = {
  connectionType: 1,
  telephoneNumber: '0112555123',
  accountNumber: '0012555123',
  name: 'Saman Wickramasinghe',
  address: '77 Galle Road, Dehiwala',
  basePackage: 'PEO Lite',
};

function renderFor(connectionType: number) {
  return renderStep('/account-login', AccountLoginPage, { registration: { mode: 'register', connectionType, t: '1' } });
}

describe('AccountLoginPage', () => {
  it('asks for both fields with the spec messages, tied to the fields, and focuses the first', async () => {
    const api = fakeApi({});
    const { user } = renderFor(1);
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    const telephone = screen.getByLabelText('Telephone Number');
    expect(await screen.findByText('Telephone Number is required')).toBeInTheDocument();
    expect(telephone).toHaveAccessibleDescription('Telephone Number is required');
    expect(telephone).toHaveFocus();
    expect(screen.getByLabelText('Account Number')).toHaveAccessibleDescription(
      'You can find your account number on your monthly bill. Account Number is required',
    );
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [1, '011255512', 'Invalid telephone peo number', ''],
    [2, '01125551', 'Invalid telephone number', '+94'],
    [3, '0112555123', 'Invalid telephone number', '+94'],
    [4, '12345', 'Invalid telephone number', '0'],
    [5, 'abc', 'Invalid telephone number', '0'],
  ])('type %i: rejects %s with "%s" and shows the prefix "%s"', async (type, number, message, prefix) => {
    fakeApi({});
    const { user } = renderFor(type);
    const telephone = screen.getByLabelText('Telephone Number');
    if (prefix) expect(telephone).toHaveAccessibleDescription(`Dialling prefix ${prefix}`);
    else expect(telephone).not.toHaveAccessibleDescription();
    await user.type(telephone, number);
    await user.type(screen.getByLabelText('Account Number'), 'AB-12');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Invalid account number')).toBeInTheDocument();
  });

  it('rejects an account number over 20 characters', async () => {
    fakeApi({});
    const { user } = renderFor(4);
    await user.type(screen.getByLabelText('Telephone Number'), '212223456');
    await user.type(screen.getByLabelText('Account Number'), 'A'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Invalid account number')).toBeInTheDocument();
  });

  it('looks the record up and goes on to the personal details with it', async () => {
    const api = fakeApi({ [LOOKUP]: record });
    const { user } = renderFor(1);
    await user.type(screen.getByLabelText('Telephone Number'), '0112555123');
    await user.type(screen.getByLabelText('Account Number'), '0012555123');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Routed to /personaldetails')).toBeInTheDocument();
    expect(Object.fromEntries(api.calls(LOOKUP)[0]?.query ?? [])).toEqual({
      connectionType: '1',
      telephoneNumber: '0112555123',
      accountNumber: '0012555123',
    });
    expect(readRegistration()?.fixedLine).toEqual(record);
  });

  it('shows the not-found message with a way to leave details', async () => {
    fakeApi({
      [LOOKUP]: reply(404, {
        message: 'No fixed-line account matches this telephone number and account number.',
        code: 'NO_FIXED_LINE_RECORD',
      }),
    });
    const { user } = renderFor(4);
    await user.type(screen.getByLabelText('Telephone Number'), '212223456');
    await user.type(screen.getByLabelText('Account Number'), '0021222345');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No fixed-line account matches this telephone number and account number.');
    expect(screen.getByRole('link', { name: 'Your Details' })).toHaveAttribute(
      'href',
      '/furtherdetails?sltNumber=212223456',
    );
  });

  it('says an already registered line is redirected to the login page, then goes there', async () => {
    fakeApi({
      [LOOKUP]: reply(409, {
        message: 'You have already registerd. Redirecting to login page ...',
        code: 'ALREADY_REGISTERED',
      }),
    });
    const { user } = renderFor(1);
    await user.type(screen.getByLabelText('Telephone Number'), '0112345678');
    await user.type(screen.getByLabelText('Account Number'), '0012345678');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already registerd. Redirecting to login page ...',
    );
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeDisabled();
    expect(await screen.findByText('Routed to /login', {}, { timeout: 4_000 })).toBeInTheDocument();
  });

  it('shows the generic message when the server fails', async () => {
    fakeApi({ [LOOKUP]: reply(500, { message: 'boom', code: 'INTERNAL' }) });
    const { user } = renderFor(1);
    await user.type(screen.getByLabelText('Telephone Number'), '0112555123');
    await user.type(screen.getByLabelText('Account Number'), '0012555123');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please contact your service provider',
    );
  });
});
