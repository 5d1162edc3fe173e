import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './a11y-support';
import { logIn } from './support';

/**
 * Issue 31's notification preferences (decision 0066), in SIGN-IN AND SECURITY: a checkbox per kind
 * and channel, the mandatory kinds fixed on. The demo accounts are shared by every spec of a server, so
 * each test leaves the account's choices as it found them (the defaults: reminders and receipts on).
 * The reminders themselves, and the api's refusals, are covered by the api tests
 * (lifecycle/reminders.test.ts, notification-preferences/notification-preferences.test.ts).
 */
const ACCOUNT = 'fibre@selfcare.lk';

async function openNotifications(page: Page, tab: string, heading: string): Promise<Locator> {
  await page.goto('/profile?tab=6');
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  const section = page.getByRole('region', { name: heading });
  await expect(section.getByRole('table')).toBeVisible();
  return section;
}

async function save(section: Locator, button: string, saved: string) {
  await section.getByRole('button', { name: button }).click();
  await expect(section.getByRole('status')).toHaveText(saved);
}

test('a subscriber turns off renewal reminders by e-mail, and they stay off after a reload', async ({ page }) => {
  await logIn(page, ACCOUNT);
  let section = await openNotifications(page, 'SIGN-IN AND SECURITY', 'Notifications');
  await expect(section.getByRole('table', { name: 'Messages we send you' })).toBeVisible();
  const byEmail = () => section.getByRole('checkbox', { name: 'Renewal reminders by E-mail' });
  const bySms = () => section.getByRole('checkbox', { name: 'Renewal reminders by SMS' });
  await expect(byEmail()).toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Offers by SMS' })).not.toBeChecked();
  await expectNoAxeViolations(page, 'notification preferences', 'main');

  // By keyboard: Space turns the focused checkbox off.
  await byEmail().focus();
  await page.keyboard.press('Space');
  await expect(byEmail()).not.toBeChecked();
  await save(section, 'Save', 'Your notification choices have been saved.');
  await expectNoAxeViolations(page, 'notification preferences saved', 'main');

  await page.reload();
  section = await openNotifications(page, 'SIGN-IN AND SECURITY', 'Notifications');
  await expect(byEmail()).not.toBeChecked();
  await expect(bySms()).toBeChecked();

  // Back to the defaults, for the other specs of this server.
  await byEmail().check();
  await save(section, 'Save', 'Your notification choices have been saved.');
});

test('security notices and payment problems are shown on and cannot be changed', async ({ page }) => {
  await logIn(page, ACCOUNT);
  const section = await openNotifications(page, 'SIGN-IN AND SECURITY', 'Notifications');
  for (const kind of ['Security notices', 'Payment problems']) {
    const row = section.getByRole('row', { name: new RegExp(`^${kind}`) });
    await expect(row).toContainText('Always sent, to keep your account and payments safe: they cannot be turned off.');
    for (const channel of ['SMS', 'E-mail']) {
      const box = section.getByRole('checkbox', { name: `${kind} by ${channel}` });
      await expect(box).toBeChecked();
      await expect(box).toBeDisabled();
      await expect(box).toHaveAccessibleDescription(/cannot be turned off/);
    }
  }
});

test('the part is in Tamil for a subscriber who chose Tamil', async ({ page }) => {
  await logIn(page, ACCOUNT);
  await page.getByRole('combobox', { name: 'Site language' }).selectOption('ta');
  // The choice is kept once the page has switched to it: going on before that can load the next page in English.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  const section = await openNotifications(page, 'உள்நுழைவும் பாதுகாப்பும்', 'அறிவிப்புகள்');
  await expect(section.getByRole('table', { name: 'நாம் உங்களுக்கு அனுப்பும் செய்திகள்' })).toBeVisible();
  const security = section.getByRole('checkbox', { name: 'SMS மூலம் பாதுகாப்பு அறிவிப்புகள்' });
  await expect(security).toBeChecked();
  await expect(security).toBeDisabled();
  const offers = section.getByRole('checkbox', { name: 'மின்னஞ்சல் மூலம் சலுகைகள்' });
  await expect(offers).not.toBeChecked();
  await expectNoAxeViolations(page, 'notification preferences in Tamil', 'main');
  // Saved unchanged: the server's answer is in Tamil too.
  await save(section, 'சேமி', 'உங்கள் அறிவிப்புத் தெரிவுகள் சேமிக்கப்பட்டன.');
  await page.getByRole('combobox', { name: 'இணையத்தள மொழி' }).selectOption('en');
});
