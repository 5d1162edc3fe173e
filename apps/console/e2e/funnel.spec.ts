import { expect, type Page, test } from '@playwright/test';
import { choosePackage, signUpMobitel } from '../../web/e2e/registration-operator-support';
import { uniqueEmail, uniqueMobile } from '../../web/e2e/registration-support';
import { signIn } from './console-support';

const MOBILE_OPERATOR = '6 · Mobitel';

interface FunnelFigures {
  /** Registrations of mobile-operator connections started and completed (stored states). */
  started: number;
  completed: number;
  /** The portal's funnel events, all connection types: its first page and its last. */
  choseType: number;
  reachedEnd: number;
}

/** The table's body rows as their cells' texts. */
async function rowsOf(page: Page, table: string): Promise<string[][]> {
  const cells = await page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')),
    );
  return cells.filter((row) => row.length > 0);
}

/** Opens the reports afresh and reads the registrations section over its default range (30 days). */
async function funnelFigures(page: Page): Promise<FunnelFigures> {
  await page.goto('/console/reports');
  await expect(page.getByRole('table', { name: 'Registration funnel (portal steps)' })).toBeVisible();
  const registrations = await rowsOf(page, 'Registrations');
  const mobileOperator = registrations.find(([type]) => type === MOBILE_OPERATOR) ?? [];
  const steps = await rowsOf(page, 'Registration funnel (portal steps)');
  // A step has a row per connection type; its events are the third column.
  const events = (step: string) =>
    steps.filter(([name]) => name === step).reduce((sum, cells) => sum + Number(cells[2]), 0);
  return {
    started: Number(mobileOperator[1] ?? 0),
    completed: Number(mobileOperator[3] ?? 0),
    choseType: events('connection_type'),
    reachedEnd: events('completed'),
  };
}

test('the registration funnel counts a sign-up made in the portal, step by step', async ({ page, browser }) => {
  await signIn(page, 'finance@selfcare.lk');
  const before = await funnelFigures(page);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await signUpMobitel(visitor, uniqueMobile('5'), uniqueEmail('funnel'));
  await choosePackage(visitor);
  await visitor.getByRole('button', { name: 'Approve' }).click();
  await expect(visitor.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 30_000 });
  await visitor.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(visitor.getByText('Your Validation Code is')).toBeVisible();
  // Closing the tab hides the page: the reporter sends what it holds by beacon.
  await visitor.close({ runBeforeUnload: true });
  await visitorContext.close();

  await expect
    .poll(() => funnelFigures(page), { timeout: 20_000 })
    .toEqual({
      started: before.started + 1,
      completed: before.completed + 1,
      choseType: before.choseType + 1,
      reachedEnd: before.reachedEnd + 1,
    });
});
