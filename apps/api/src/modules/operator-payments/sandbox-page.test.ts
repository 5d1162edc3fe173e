import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { operatorSandboxRules } from '../../integrations/sandbox-operator-billing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("lists the sandbox operator's answers by last digit on the sandbox index page", async () => {
  const response = await t.app.inject({ url: '/sandbox' });

  expect(response.statusCode).toBe(200);
  for (const rule of operatorSandboxRules) {
    expect(response.body).toContain(`<li>ends in ${rule.lastDigit}: ${rule.outcome}</li>`);
  }
  expect(response.body).toContain('<li>any other digit: SUCCESS</li>');
});
