import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderRoutes } from '@/testing/render';
import { TwoStepSection } from './two-step-section';

const OFF = { enabled: false, method: null, recoveryCodesLeft: null, mobileEnding: '4567' };

function renderSection(status: object, answers: Record<string, object> = {}) {
  const fetchMock = mockFetch((path) => {
    if (path === '/api/auth/v1/two-step') return jsonResponse(200, status);
    const answer = answers[path];
    return answer ? jsonResponse(200, answer) : jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  return { fetchMock, ...renderRoutes([{ path: '/', element: <TwoStepSection /> }]) };
}

describe('TwoStepSection', () => {
  it('offers both set-ups while off, SMS only with a mobile', async () => {
    renderSection(OFF);
    const section = await screen.findByRole('region', { name: 'Two-step sign-in' });
    expect(await within(section).findByText('Two-step sign-in is off.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Set up codes by SMS' })).toBeInTheDocument();
  });

  it('says why SMS is not offered without a mobile', async () => {
    renderSection({ ...OFF, mobileEnding: null });
    expect(
      await screen.findByText('Codes by SMS need a mobile number on one of your connections.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up codes by SMS' })).not.toBeInTheDocument();
  });

  it('shows the method and the recovery codes left while on', async () => {
    renderSection({ enabled: true, method: 'authenticator', recoveryCodesLeft: 1, mobileEnding: '4567' });
    expect(
      await screen.findByText('Two-step sign-in is on with an authenticator app. 1 recovery code left.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get new recovery codes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off two-step sign-in' })).toBeInTheDocument();
  });

  it('shows the key and the code field of a set-up, and the recovery codes once turned on', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `abcd-efgh-jk${String(index).padStart(2, 'm')}`);
    const { user } = renderSection(OFF, {
      '/api/auth/v1/two-step/authenticator': { otpauthUri: 'otpauth://totp/Selfcare:a?secret=ABC', secret: 'ABCDEFGH' },
      '/api/auth/v1/two-step/authenticator/confirm': { message: 'Two-step sign-in is on.', recoveryCodes: codes },
    });
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up an authenticator app' });
    expect(await within(dialog).findByText('ABCDEFGH')).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Code from the app');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const shown = await screen.findByRole('dialog', { name: 'Your recovery codes' });
    expect(within(shown).getByRole('list', { name: 'Recovery codes' }).querySelectorAll('li')).toHaveLength(10);
    expect(within(shown).getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Download codes' })).toBeInTheDocument();
  });
});
