import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../web/e2e/a11y-support';
import { signIn } from './console-support';

const sections = (page: Page) => page.getByRole('navigation', { name: 'Console sections' });

async function openPrepaidByMobile(page: Page) {
  await sections(page).getByRole('link', { name: 'Customer care' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer care' })).toBeVisible();
  await page.getByLabel(/^E-mail, mobile, telephone/).fill('0771234567');
  await page.getByRole('button', { name: 'Find' }).click();
  const results = page.getByRole('table', { name: 'Subscribers found' });
  await expect(results.getByRole('row', { name: /prepaid@selfcare\.lk/ })).toContainText('mobile');
  await expectNoAxeViolations(page, 'care search');
  await results.getByRole('link', { name: 'Open prepaid@selfcare.lk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'prepaid@selfcare.lk' })).toBeVisible();
}

test('a care agent finds prepaid@ by mobile, reads the timeline and sends a password reset link', async ({ page }) => {
  const outbox = () => page.request.get('/sandbox/outbox?recipient=prepaid%40selfcare.lk').then((r) => r.text());
  const before = await outbox();
  await signIn(page, 'care@selfcare.lk');
  await openPrepaidByMobile(page);

  const timeline = page.getByRole('table', { name: 'Timeline' });
  await expect(timeline.getByRole('row')).not.toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Payments (latest 50)' })).toContainText('••••');
  await expectNoAxeViolations(page, 'subscriber page');

  await page.getByRole('button', { name: 'Send a password reset link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a password reset link' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Reason (kept in the audit)')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'care action dialog', '[role="dialog"]');
  await dialog.getByLabel('Reason (kept in the audit)').fill('Caller cannot remember the password');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status')).toBeVisible();

  await expect.poll(async () => (await outbox()).length).toBeGreaterThan(before.length);
  expect(await outbox()).toMatch(/pwd_recovery/);
  await expect(timeline).toContainText(/password/i);
  // A customer care member gives no money back.
  await expect(page.getByRole('button', { name: /^Refund payment / })).toHaveCount(0);
});
