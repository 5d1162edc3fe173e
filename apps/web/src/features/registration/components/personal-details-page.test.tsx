import { messageText, personalDetailsFormSchema } from '@selfcare/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '@/testing/fake-api';
import type { RegistrationState } from '../model/registration-store';
import { readRegistration } from '../model/registration-store';
import { CONNECTION_ID, renderStep, TOKEN } from '../testing/render-step';
import { PersonalDetailsPage } from './personal-details-page';

const SIGN_UP = 'POST /users/v1/registration';
const ADD = 'POST /users/v1/registration/connections';

const fixedLine = (connectionType: number, overrides: Partial<NonNullable<RegistrationState['fixedLine']>> = {}) => ({
  mode: 'register' as const,
  connectionType,
  t: '1',
  fixedLine: {
    telephoneNumber: connectionType === 1 ? '0112555123' : '212223456',
    accountNumber: '0012555123',
    name: 'Saman',
    address: '77 Galle Road, Dehiwala',
    basePackage: connectionType === 1 ? 'PEO Lite' : 'Fibre',
    ...overrides,
  },
});

function render(registration: RegistrationState, loggedIn = false) {
  return renderStep('/personaldetails', PersonalDetailsPage, { registration, loggedIn });
}

/** The error text under a field, exactly (some spec messages start with a space). */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('PersonalDetailsPage, fixed-line types', () => {
  it('type 1: shows the record read-only with "Base package" and every required message verbatim', async () => {
    const api = fakeApi({});
    const { user } = render(fixedLine(1));
    expect(screen.getByLabelText('Telephone Number')).toHaveValue('0112555123');
    expect(screen.getByLabelText('Telephone Number')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Account Number')).toHaveValue('0012555123');
    expect(screen.getByLabelText('Address')).toHaveValue('77 Galle Road, Dehiwala');
    expect(screen.getByLabelText('Base package')).toHaveValue('PEO Lite');
    expect(screen.queryByLabelText('Access Medium')).not.toBeInTheDocument();

    await user.click(submit());
    expect(await screen.findByText('Mobile Number is Required')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile Number')).toHaveFocus();
    expect(errorOf('Email')).toBe(' Email is Required');
    expect(errorOf('Password')).toBe('Password is Required');
    expect(errorOf('Confirm Password')).toBe('Confirm Password is Required');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('type 1: the mobile, e-mail and password rules and the mismatch', async () => {
    fakeApi({});
    const { user } = render(fixedLine(1));
    await user.type(screen.getByLabelText('Mobile Number'), '771234567');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(submit());
    expect(await screen.findByText('Please enter 10 digits starting with 07')).toBeInTheDocument();
    expect(errorOf('Email')).toBe('Invalid email address');
    expect(errorOf('Password')).toBe('Password should be minimum 8 characters with numbers and letters');
    expect(errorOf('Confirm Password')).toBe('Password and Confirm Password is not matching');
  });

  it('types 2-5: label the package "Access Medium" and require the address', async () => {
    fakeApi({});
    const { user } = render(fixedLine(4, { address: '' }));
    expect(screen.getByLabelText('Access Medium')).toHaveValue('Fibre');
    expect(screen.queryByLabelText('Base package')).not.toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Address is Required')).toBeInTheDocument();
  });

  it('signs up with the e-mail lower-cased, keeps the token and goes on to /verify', async () => {
    const api = fakeApi({
      [SIGN_UP]: reply(201, {
        connectionId: CONNECTION_ID,
        telephoneNumber: '0112555123',
        registrationToken: TOKEN,
        next: 'verify',
      }),
    });
    const { user } = render(fixedLine(1));
    await user.type(screen.getByLabelText('Mobile Number'), '0771234565');
    await user.type(screen.getByLabelText('Email'), 'New.User@Example.LK');
    await user.type(screen.getByLabelText('Password'), 'Welcome@2026');
    await user.type(screen.getByLabelText('Confirm Password'), 'Welcome@2026');
    await user.click(submit());
    expect(await screen.findByText('Routed to /verify')).toBeInTheDocument();
    expect(api.calls(SIGN_UP)[0]?.body).toMatchObject({
      connectionType: 1,
      telephoneNumber: '0112555123',
      accountNumber: '0012555123',
      mobile: '0771234565',
      email: 'new.user@example.lk',
      password: 'Welcome@2026',
    });
    expect(readRegistration()).toMatchObject({ connectionId: CONNECTION_ID, registrationToken: TOKEN });
  });

  it('sends a used e-mail address to /customer/already_registered', async () => {
    fakeApi({
      [SIGN_UP]: reply(409, {
        message: 'Email is already used in another subscribed account. Please proceed with a new email.',
        code: 'EMAIL_IN_USE',
      }),
    });
    const { user } = render(fixedLine(1));
    await user.type(screen.getByLabelText('Mobile Number'), '0771234565');
    await user.type(screen.getByLabelText('Email'), 'tv@selfcare.lk');
    await user.type(screen.getByLabelText('Password'), 'Welcome@2026');
    await user.type(screen.getByLabelText('Confirm Password'), 'Welcome@2026');
    await user.click(submit());
    expect(await screen.findByText('Routed to /customer/already_registered')).toBeInTheDocument();
  });

  it('shows the common-password message when the server refuses the password', async () => {
    fakeApi({
      [SIGN_UP]: reply(400, {
        message: 'This password is one of the most common passwords. Please choose another one.',
        code: 'COMMON_PASSWORD',
      }),
    });
    const { user } = render(fixedLine(1));
    await user.type(screen.getByLabelText('Mobile Number'), '0771234565');
    await user.type(screen.getByLabelText('Email'), 'a@b.lk');
    await user.type(screen.getByLabelText('Password'), 'Password1');
    await user.type(screen.getByLabelText('Confirm Password'), 'Password1');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password is one of the most common passwords. Please choose another one.',
    );
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('shows the generic message for a server failure, in a red alert', async () => {
    fakeApi({ [SIGN_UP]: reply(503) });
    const { user } = render(fixedLine(1));
    await user.type(screen.getByLabelText('Mobile Number'), '0771234565');
    await user.type(screen.getByLabelText('Email'), 'a@b.lk');
    await user.type(screen.getByLabelText('Password'), 'Welcome@2026');
    await user.type(screen.getByLabelText('Confirm Password'), 'Welcome@2026');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please contact your service provider',
    );
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('adds a connection for a logged-in subscriber, without e-mail or passwords', async () => {
    const api = fakeApi({
      [ADD]: reply(201, {
        connectionId: CONNECTION_ID,
        telephoneNumber: '0112555123',
        registrationToken: null,
        next: 'verify',
      }),
    });
    const { user } = render({ ...fixedLine(1), mode: 'addConnection' }, true);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile Number'), '0771234565');
    await user.click(submit());
    expect(await screen.findByText('Routed to /verify')).toBeInTheDocument();
    expect(api.calls(ADD)[0]?.body).not.toHaveProperty('email');
    expect(api.calls(ADD)[0]?.headers.get('Authorization')).toBe('Bearer session');
  });
});

describe('PersonalDetailsPage, type 6', () => {
  const mobitel: RegistrationState = { mode: 'register', connectionType: 6, t: '1' };

  it('asks for Name, Mobile Connection and Contact Number (Mobile) with the spec messages', async () => {
    fakeApi({});
    const { user } = render(mobitel);
    await user.click(submit());
    expect(await screen.findByText('Name is Required')).toBeInTheDocument();
    expect(errorOf('Mobile Connection')).toBe('Mobile Number is Required');
    expect(errorOf('Contact Number (Mobile)')).toBe('Mobile Number is Required');
    await user.type(screen.getByLabelText('Contact Number (Mobile)'), '12345');
    await user.click(submit());
    expect(await screen.findByText('Please enter 10 digits starting with 07')).toBeInTheDocument();
  });

  it('requires a last name when one is sent ("Last Name is Required")', () => {
    const result = personalDetailsFormSchema(6, true).safeParse({
      firstName: 'Ruwan',
      lastName: '',
      mobile: '0711234565',
      contactNo: '0711234565',
    });
    expect(result.success).toBe(false);
    expect(messageText(result.error?.issues[0]?.message ?? '')).toBe('Last Name is Required');
  });

  it('goes straight to /viewpackage and keeps the number for the consent', async () => {
    fakeApi({
      [SIGN_UP]: reply(201, {
        connectionId: CONNECTION_ID,
        telephoneNumber: null,
        registrationToken: TOKEN,
        next: 'viewpackage',
      }),
    });
    const { user } = render(mobitel);
    await user.type(screen.getByLabelText('Name'), 'Ruwan');
    await user.type(screen.getByLabelText('Mobile Connection'), '0711234565');
    await user.type(screen.getByLabelText('Contact Number (Mobile)'), '0771234565');
    await user.type(screen.getByLabelText('Email'), 'ruwan@example.lk');
    await user.type(screen.getByLabelText('Password'), 'Welcome@2026');
    await user.type(screen.getByLabelText('Confirm Password'), 'Welcome@2026');
    await user.click(submit());
    expect(await screen.findByText('Routed to /viewpackage')).toBeInTheDocument();
    expect(readRegistration()).toMatchObject({ mobile: '0711234565' });
  });

  it('shows the duplicate mobitel number notice with a link to try another option', async () => {
    fakeApi({
      [SIGN_UP]: reply(409, {
        message: 'There is an existing PEOTVGO account for this number.',
        code: 'DUPLICATE_NUMBER',
      }),
    });
    const { user } = render(mobitel);
    await user.type(screen.getByLabelText('Name'), 'Ruwan');
    await user.type(screen.getByLabelText('Mobile Connection'), '0711234565');
    await user.type(screen.getByLabelText('Contact Number (Mobile)'), '0771234565');
    await user.type(screen.getByLabelText('Email'), 'ruwan@example.lk');
    await user.type(screen.getByLabelText('Password'), 'Welcome@2026');
    await user.type(screen.getByLabelText('Confirm Password'), 'Welcome@2026');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Duplicate mobitel number: this number is already subscribed. Please try another option.',
    );
    expect(screen.getByRole('link', { name: 'Try another option' })).toHaveAttribute('href', '/customer/selection?t=1');
  });
});

describe('PersonalDetailsPage, type 7', () => {
  const prepaid: RegistrationState = { mode: 'register', connectionType: 7, t: '1', country: 'Sri Lanka' };

  it('asks for First Name, Family Name and a 9-digit mobile after +94; the country is Sri Lanka', async () => {
    fakeApi({});
    const { user } = render(prepaid);
    expect(screen.getByLabelText('Country')).toHaveValue('Sri Lanka');
    expect(screen.getByLabelText('Country')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Mobile Number')).toHaveAccessibleDescription('Country code +94');
    await user.click(submit());
    expect(await screen.findByText('First Name is Required')).toBeInTheDocument();
    expect(errorOf('Family Name')).toBe('Family Name is Required');
    expect(errorOf('Mobile Number')).toBe('Mobile Number is Required');
    expect(errorOf('City')).toBeNull();
    await user.type(screen.getByLabelText('Mobile Number'), '0771234565');
    await user.click(submit());
    expect(await screen.findByText('Please enter 9 digits starting with 7')).toBeInTheDocument();
  });

  it('requires the country ("Country is Required")', async () => {
    fakeApi({});
    const { user } = render({ ...prepaid, country: undefined });
    await user.click(submit());
    expect(await screen.findByText('Country is Required')).toBeInTheDocument();
  });
});
