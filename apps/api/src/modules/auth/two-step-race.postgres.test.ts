import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { lastTextTo, secondStepOf, sendCode, withAuthenticator, withSmsTwoStep } from './two-step-test-kit';

/**
 * One code, two requests at once, on a real PostgreSQL server (PGlite runs one statement at a time and
 * hides races): a recovery code or an SMS code opens one session, never two.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode).sort();

describe('two-step codes under concurrent use', () => {
  it('lets one recovery code open one session of two second steps racing', async () => {
    const { account, recoveryCodes } = await withAuthenticator(t);
    const [code = ''] = recoveryCodes;
    for (let round = 0; round < 3; round++) {
      const steps = [await secondStepOf(t, account), await secondStepOf(t, account)];
      const answers = await Promise.all(
        steps.map((step) => sendCode(t, step.secondStep.token, recoveryCodes[round] ?? code)),
      );
      expect(statuses(answers)).toEqual([200, 400]);
    }
  });

  it('lets one SMS code open one session of two requests racing', async () => {
    const { account, mobile } = await withSmsTwoStep(t);
    for (let round = 0; round < 3; round++) {
      const step = await secondStepOf(t, account);
      const { code } = await lastTextTo(t, mobile);
      const answers = await Promise.all([
        sendCode(t, step.secondStep.token, code),
        sendCode(t, step.secondStep.token, code),
      ]);
      expect(statuses(answers)).toEqual([200, 400]);
    }
  });

  it('lets one SMS code of two second steps open one session', async () => {
    const { account, mobile } = await withSmsTwoStep(t);
    const first = await secondStepOf(t, account);
    const second = await secondStepOf(t, account);
    const { code } = await lastTextTo(t, mobile);
    const answers = await Promise.all([
      sendCode(t, first.secondStep.token, code),
      sendCode(t, second.secondStep.token, code),
    ]);
    expect(statuses(answers)).toEqual([200, 400]);
  });
});
