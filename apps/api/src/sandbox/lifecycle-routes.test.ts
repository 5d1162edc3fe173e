import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sweep = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/sandbox/lifecycle/sweep', payload });

describe('POST /sandbox/lifecycle/sweep', () => {
  it('runs the sweep as of the date given and answers what it did', async () => {
    const response = await sweep({ asOf: '2031-01-15' });
    expect(response.statusCode, response.body).toBe(200);
    const { stepSeconds, ...counts } = response.json<{ stepSeconds: Record<string, number> }>();
    // Every step ran and was timed, the renewals and reminders among them.
    expect(Object.keys(stepSeconds)).toEqual(
      expect.arrayContaining(['renewal', 'renewal reminder', 'expiry reminder']),
    );
    expect(Object.values(stepSeconds).every((seconds) => seconds >= 0)).toBe(true);
    expect(counts).toEqual({
      priceChangesApplied: 0,
      downgradesApplied: 0,
      downgradesCancelled: 0,
      renewals: 0,
      renewalsFailed: 0,
      renewalsPending: 0,
      connectionsSuspended: 0,
      pausesApplied: 0,
      pausesResumed: 0,
      purchasesEnded: 0,
      connectionsEnded: 0,
      operatorPaymentsSettled: 0,
      operatorPaymentsPending: 0,
      cardPaymentsRecovered: 0,
      cardExpiriesWarned: 0,
      renewalReminders: 0,
      expiryReminders: 0,
      reminderSms: 0,
      reminderEmails: 0,
      upgradesSettled: 0,
      upgradesPending: 0,
      provisioningsCompleted: 0,
      provisioningsPending: 0,
      errors: 0,
    });
  });

  it('refuses a date that is not YYYY-MM-DD and fields it does not know', async () => {
    for (const payload of [{ asOf: '15/01/2031' }, { asOf: '2031-02-30' }, {}, { asOf: '2031-01-15', dryRun: true }]) {
      const response = await sweep(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('is left out of the OpenAPI document, unlike the package change calls', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/docs/json' })).json().paths);
    expect(paths).not.toContain('/sandbox/lifecycle/sweep');
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/billing/v1/billing/user-purchase/basepackage/change',
        '/api/billing/v1/billing/user-purchase/basepackage/downgrade-availability',
        '/api/billing/v1/billing/user-purchase/basepackage/downgrade-status',
      ]),
    );
  });
});

describe('without the sandbox', () => {
  it('has no time travel', async () => {
    const production = await createTestApp({ env: 'production' });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/sandbox/lifecycle/sweep',
        payload: { asOf: '2031-01-15' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
