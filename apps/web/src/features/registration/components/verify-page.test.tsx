import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '@/testing/fake-api';
import { readRegistration } from '../model/registration-store';
import { CONNECTION_ID, renderStep, TOKEN } from '../testing/render-step';
import { VerifyPage } from './verify-page';

const VERIFY = 'POST /users/v1/registration/otp';
const RESEND = `GET /users/v1/registration/otp/${CONNECTION_ID}`;

function render(connectionType = 1, otpExpiresAt?: string) {
  return renderStep('/verify', VerifyPage, {
    registration: {
      mode: 'register',
      connectionType,
      connectionId: CONNECTION_ID,
      registrationToken: TOKEN,
      mobile: '0771234565',
      otpExpiresAt,
    },
  });
}

const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
const EXPIRING = 'Your code stops working in less than 2 minutes.';
const MORE_TIME = 'Need more time? Send a new code';

describe('VerifyPage', () => {
  it('names a type 7 number as the subscriber typed it after +94, spaced for reading', () => {
    fakeApi({});
    renderStep('/verify', VerifyPage, {
      registration: {
        mode: 'register',
        connectionType: 7,
        country: 'Sri Lanka',
        connectionId: CONNECTION_ID,
        registrationToken: TOKEN,
        mobile: '771234567',
        telephoneNumber: '+94771234567',
      },
    });
    expect(screen.getByText('Enter the verification code we sent by SMS to +94 77 123 4567.')).toBeInTheDocument();
  });

  it('spaces a local mobile number the same way', () => {
    fakeApi({});
    render();
    expect(screen.getByText('Enter the verification code we sent by SMS to 077 123 4565.')).toBeInTheDocument();
  });

  it('keeps Submit disabled while the OTP is empty and says "OTP is required" when it is left empty', async () => {
    fakeApi({});
    const { user } = render();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    const otp = screen.getByLabelText('OTP');
    await user.click(otp);
    await user.tab();
    expect(await screen.findByText('OTP is required')).toBeInTheDocument();
    expect(otp).toHaveAccessibleDescription('OTP is required');
    await user.type(otp, '123456');
    expect(submit).toBeEnabled();
  });

  it('sends the OTP with the registration token and goes on to /subscribe for types 1-5', async () => {
    const api = fakeApi({ [VERIFY]: { connectionId: CONNECTION_ID, next: 'subscribe' } });
    const { user } = render();
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Routed to /subscribe')).toBeInTheDocument();
    const [request] = api.calls(VERIFY);
    expect(request?.body).toEqual({ otp: '123456', connectionId: CONNECTION_ID });
    expect(request?.headers.get('Registration-Token')).toBe(TOKEN);
  });

  it('goes on to /viewpackage for type 7', async () => {
    fakeApi({ [VERIFY]: { connectionId: CONNECTION_ID, next: 'viewpackage' } });
    const { user } = render(7);
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Routed to /viewpackage')).toBeInTheDocument();
  });

  it.each([
    [400, 'The OTP is incorrect.', 'INVALID_OTP'],
    [400, 'The OTP has expired or was already used. Please resend the OTP.', 'OTP_EXPIRED'],
    [429, 'Too many wrong OTPs. Please resend the OTP.', 'OTP_LOCKED'],
    [429, 'Too many attempts. Please try again in 60 seconds.', 'RATE_LIMITED'],
  ])('shows the server message of a %i as given: %s', async (status, message, code) => {
    fakeApi({ [VERIFY]: reply(status, { message, code }) });
    const { user } = render();
    await user.type(screen.getByLabelText('OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('resends the OTP and announces "OTP Sent Successfully"', async () => {
    const api = fakeApi({ [RESEND]: { message: 'OTP Sent Successfully', expiresAt: '2026-11-22T06:00:00.000Z' } });
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    const statuses = await screen.findAllByRole('status');
    expect(statuses.some((status) => status.textContent === 'OTP Sent Successfully')).toBe(true);
    expect(api.calls(RESEND)[0]?.headers.get('Registration-Token')).toBe(TOKEN);
  });

  describe("the code's time limit (WCAG 2.2.1)", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('counts the first code from when the page opens and says how long it works', () => {
      fakeApi({});
      render();
      expect(screen.getByText('The code works for 10 minutes.')).toBeVisible();
      const expiresAt = Date.parse(readRegistration()?.otpExpiresAt ?? '');
      expect(Math.abs(expiresAt - (Date.now() + 10 * 60_000))).toBeLessThan(5_000);
      expect(screen.queryByText(EXPIRING)).toBeNull();
    });

    it('announces the warning two minutes before the code stops working', () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      fakeApi({});
      render(1, fromNow(10 * 60_000));
      expect(screen.queryByRole('button', { name: MORE_TIME })).toBeNull();
      act(() => {
        vi.advanceTimersByTime(8 * 60_000 + 1_000);
      });
      const warning = screen.getByText(EXPIRING);
      expect(warning.closest('[role="status"]')).not.toBeNull();
      expect(screen.getByRole('button', { name: MORE_TIME })).toBeVisible();
    });

    it('Need more time sends a new code, which works the full time again, and focus goes to the field', async () => {
      const renewed = fromNow(10 * 60_000);
      const api = fakeApi({ [RESEND]: { message: 'OTP Sent Successfully', expiresAt: renewed } });
      const { user } = render(1, fromNow(60_000));
      expect(screen.getByText(EXPIRING)).toBeVisible();
      await user.click(screen.getByRole('button', { name: MORE_TIME }));
      expect(await screen.findByText('OTP Sent Successfully')).toBeVisible();
      expect(api.calls(RESEND)).toHaveLength(1);
      expect(readRegistration()?.otpExpiresAt).toBe(renewed);
      expect(screen.queryByText(EXPIRING)).toBeNull();
      expect(screen.getByLabelText('OTP')).toHaveFocus();
    });

    it('says when the code has stopped working, still offering a new one', () => {
      fakeApi({});
      render(1, fromNow(-1_000));
      expect(screen.getByText('Your code has stopped working. Send a new code to go on.')).toBeVisible();
      expect(screen.getByRole('button', { name: MORE_TIME })).toBeEnabled();
    });
  });

  it('says so when there is no registration in progress', () => {
    fakeApi({});
    renderStep('/verify', VerifyPage);
    expect(screen.getByText('There is no registration in progress. Please start again.')).toBeInTheDocument();
  });
});
