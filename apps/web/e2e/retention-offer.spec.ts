import { expect, type Page, test } from '@playwright/test';
import { messagesTa } from '../../../packages/contracts/src/messages/locales/ta';
import { signIn } from '../../console/e2e/console-support';
import { subscriptionPauseTa } from '../src/shared/i18n/locales/ta/groups/pause';
import { purchaseFlowTa } from '../src/shared/i18n/locales/ta/groups/purchase';
import { retentionOfferTa } from '../src/shared/i18n/locales/ta/groups/retention-offer';
import { webTa } from '../src/shared/i18n/locales/ta/web';
import { expectNoAxeViolations } from './a11y-support';
import { monthsAfter, productId, tamilDate, userProduct } from './products-support';
import { logIn } from './support';

/**
 * Issue 31's retention offer (decisions 0072 and 0073): a catalogue manager sets an offer in the
 * console, a subscriber subscribes on the bill, answers Yes to the spec's unsubscribe question, is
 * offered the offer, accepts it and stays subscribed. The discount on beIN Sports and the pause on
 * Sports Pack (products no other spec unsubscribes, and none buys for fibre@selfcare.lk), the pause in
 * Tamil and by keyboard.
 */

const main = (page: Page) => page.getByRole('main');

async function subscribe(page: Page) {
  await main(page).getByRole('button', { name: 'SUBSCRIBE' }).click();
  const modal = page.getByRole('dialog', { name: 'Subscribing' });
  await modal.getByRole('button', { name: 'SUBSCRIBE' }).click();
  const confirm = page.getByRole('dialog', { name: 'Subscribing' });
  await expect(confirm).toContainText('Are you sure you want to subscribe?');
  await confirm.getByLabel('Parental PIN').fill('1234');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Subscribing' }).getByRole('status')).toContainText(
    'Subscription Successful',
  );
  await page.getByRole('dialog', { name: 'Subscribing' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('staff set an offer; a subscriber unsubscribing accepts it and stays subscribed', async ({ page, browser }) => {
  // A staff sign-in with its second step, a subscription, and the offer step.
  test.setTimeout(120_000);
  const id = await productId(page.request, 'channel', 'beIN Sports');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'catalogue@selfcare.lk');
  await staff.goto(`/console/products/${id}`);
  const panel = staff.getByRole('region', { name: 'Retention offer' });
  await expect(panel.getByRole('status')).toBeVisible();
  await panel.getByLabel('Discount in % (5-90)').fill('30');
  await panel.getByLabel('Renewals discounted (1-12)').fill('3');
  await panel.getByLabel('Reason (kept in the audit)').fill('Retention campaign for sports');
  await panel.getByRole('button', { name: 'Save offer' }).click();
  await expect(panel.getByRole('status')).toHaveText('Now: 30 % off the next 3 renewals.');
  await expectNoAxeViolations(staff, 'the retention offer panel', '[aria-labelledby="retention-offer-title"]');
  await staffContext.close();

  await logIn(page, 'fibre@selfcare.lk');
  await page.goto(`/products/${id}/false`);
  await expect(main(page).getByRole('heading', { level: 1, name: 'beIN Sports' })).toBeVisible();
  await subscribe(page);

  await main(page).getByRole('button', { name: 'UNSUBSCRIBE' }).click();
  const question = page.getByRole('dialog', { name: 'Unsubscribing' });
  await expect(question).toContainText('Are you sure you want to unsubscribe?');
  await question.getByRole('button', { name: 'Yes' }).click();

  const offer = page.getByRole('dialog', { name: 'Before you go' });
  await expect(offer).toContainText('Stay and get 30% off your next 3 renewals');
  await expect(offer).toContainText(/Rs\. [\d,.]+ instead of Rs\. [\d,.]+ each time, taxes included\./);
  await expect(offer.getByRole('button', { name: 'No thanks, unsubscribe' })).toBeVisible();
  await expectNoAxeViolations(page, 'the retention offer', '[role="dialog"]');

  // By keyboard: the accept button, then Enter.
  await offer.getByRole('button', { name: 'Accept offer' }).focus();
  await page.keyboard.press('Enter');
  await expect(offer.getByRole('status')).toHaveText(
    'Offer accepted. Your subscription continues, with 30% off your next 3 renewals.',
  );
  await expectNoAxeViolations(page, 'the accepted offer', '[role="dialog"]');
  await offer.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(main(page).getByText('Subscribed', { exact: true })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'UNSUBSCRIBE' })).toBeVisible();
});

/** A Tamil catalogue's text; the catalogues' types leave each optional, a missing one fails here. */
function ta(value: string | undefined): string {
  if (value === undefined) throw new Error('a Tamil text is missing');
  return value;
}

const fill = (template: string | undefined, values: Record<string, string>) =>
  ta(template).replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');

test('staff offer a pause; a subscriber unsubscribing in Tamil, by keyboard, accepts it and is paused', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = await productId(page.request, 'channelbundle', 'Sports Pack');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'catalogue@selfcare.lk');
  await staff.goto(`/console/products/${id}`);
  const panel = staff.getByRole('region', { name: 'Retention offer' });
  await expect(panel.getByRole('status')).toBeVisible();
  await panel.getByLabel('Offer', { exact: true }).selectOption('pause');
  await panel.getByLabel('Months paused (1-3)').selectOption('2');
  await panel.getByLabel('Reason (kept in the audit)').fill('Pause instead of leaving, sports');
  await panel.getByRole('button', { name: 'Save offer' }).click();
  await expect(panel.getByRole('status')).toHaveText('Now: a pause of 2 month(s) instead.');
  await expectNoAxeViolations(
    staff,
    'the retention offer panel with a pause',
    '[aria-labelledby="retention-offer-title"]',
  );
  await staffContext.close();

  await logIn(page, 'fibre@selfcare.lk');
  await page.goto(`/channel-bundle/${id}`);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Sports Pack' })).toBeVisible();
  await subscribe(page);
  const { billingEndDate } = await userProduct(page, id);
  if (!billingEndDate) throw new Error('Sports Pack has no billing end date');
  const dates = { accessUntil: tamilDate(billingEndDate), resumesOn: tamilDate(monthsAfter(billingEndDate, 2)) };

  await page.getByRole('banner').locator('select').selectOption('ta');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');

  // From here by keyboard only: each button reached and pressed with Enter.
  await main(page)
    .getByRole('button', { name: ta(webTa.catalogue?.purchase?.unsubscribe) })
    .focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: ta(messagesTa.purchase?.unsubscribing) });
  await question.getByRole('button', { name: ta(purchaseFlowTa.yes), exact: true }).focus();
  await page.keyboard.press('Enter');

  const offer = page.getByRole('dialog', { name: ta(retentionOfferTa.title) });
  await expect(offer).toContainText(ta(retentionOfferTa.pauseOffer2));
  await expect(offer).toContainText(fill(retentionOfferTa.pauseDetails, dates));
  await expect(offer.getByRole('button', { name: ta(retentionOfferTa.decline) })).toBeVisible();
  await expectNoAxeViolations(page, 'the pause offer in Tamil', '[role="dialog"]');

  await offer.getByRole('button', { name: ta(retentionOfferTa.accept) }).focus();
  await page.keyboard.press('Enter');
  await expect(offer.getByRole('status')).toHaveText(fill(retentionOfferTa.pauseAccepted, dates));
  await expectNoAxeViolations(page, 'the accepted pause offer in Tamil', '[role="dialog"]');
  await offer.getByRole('button', { name: ta(retentionOfferTa.ok) }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: fill(subscriptionPauseTa.pausedUntil, { date: dates.resumesOn }) }),
  ).toBeVisible();
  await expect(main(page).getByRole('button', { name: ta(webTa.catalogue?.purchase?.unsubscribe) })).toBeVisible();
});
