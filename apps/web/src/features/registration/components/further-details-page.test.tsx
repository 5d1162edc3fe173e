import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply } from '@/testing/fake-api';
import { renderStep } from '../testing/render-step';
import { FurtherDetailsPage } from './further-details-page';

const DISTRICTS = 'GET /users/v1/districts';
const SAVE = 'POST /users/v1/non-provider-details';
const colombo = { id: '00000000-0000-4000-8000-0000000000d5', districtName: 'Colombo' };

describe('FurtherDetailsPage', () => {
  it('shows every spec message verbatim, tied to its field', async () => {
    const api = fakeApi({ [DISTRICTS]: [colombo] });
    const { user } = renderStep('/furtherdetails', FurtherDetailsPage, { at: '/furtherdetails?sltNumber=212223456' });
    expect(screen.getByLabelText('Telephone Number')).toHaveValue('212223456');
    expect(screen.getByLabelText('Telephone Number')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('District')).toHaveAccessibleDescription('District is required');
    expect(screen.getByLabelText('District')).toHaveFocus();
    // An empty form names every missing item at once, the contact rule included.
    expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription('Either mobile or e-mail is required');

    await user.selectOptions(screen.getByLabelText('District'), await screen.findByRole('option', { name: 'Colombo' }));
    await user.type(screen.getByLabelText('Name'), 'Nadeesha');

    await user.type(screen.getByLabelText('Mobile'), '12345');
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Invalid mobile')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(api.calls(SAVE)).toHaveLength(0);
  });

  it('saves the details and says so', async () => {
    const api = fakeApi({ [DISTRICTS]: [colombo], [SAVE]: reply(201, { message: 'ok' }) });
    const { user } = renderStep('/furtherdetails', FurtherDetailsPage);
    expect(screen.queryByLabelText('Telephone Number')).not.toBeInTheDocument();
    await user.selectOptions(
      await screen.findByLabelText('District'),
      await screen.findByRole('option', { name: 'Colombo' }),
    );
    await user.type(screen.getByLabelText('Name'), 'Nadeesha');
    await user.type(screen.getByLabelText('Email'), 'Nadeesha@Example.LK');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    expect(api.calls(SAVE)[0]?.body).toMatchObject({
      name: 'Nadeesha',
      email: 'nadeesha@example.lk',
      district: colombo.id,
      sltNumber: null,
    });
  });

  it('hides the telephone number for user type 6 and shows a server message as given', async () => {
    fakeApi({
      [DISTRICTS]: [colombo],
      [SAVE]: reply(429, { message: 'Too many attempts. Please try again in 60 seconds.', code: 'RATE_LIMITED' }),
    });
    const { user } = renderStep('/furtherdetails', FurtherDetailsPage, {
      registration: { mode: 'register', connectionType: 6 },
      at: '/furtherdetails?sltNumber=0711234565',
    });
    expect(screen.queryByLabelText('Telephone Number')).not.toBeInTheDocument();
    await user.selectOptions(
      await screen.findByLabelText('District'),
      await screen.findByRole('option', { name: 'Colombo' }),
    );
    await user.type(screen.getByLabelText('Name'), 'Nadeesha');
    await user.type(screen.getByLabelText('Mobile'), '0771234565');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 60 seconds.');
  });
});
