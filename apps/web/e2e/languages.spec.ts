import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { messagesSi } from '../../../packages/contracts/src/messages/locales/si';
import { messagesTa } from '../../../packages/contracts/src/messages/locales/ta';
import { purchaseFlowSi } from '../src/shared/i18n/locales/si/groups/purchase';
import { webSi } from '../src/shared/i18n/locales/si/web';
import { webTa } from '../src/shared/i18n/locales/ta/web';
import { productId } from './products-support';
import { logIn } from './support';

/**
 * Issue 9: English, Sinhala and Tamil, chosen from the top bar or the login page, remembered, with
 * `<html lang>` following; the landing page, the packages page and a purchase modal keep no English
 * interface text in Sinhala or Tamil, and axe finds no violation there.
 */

const languages = [
  { code: 'si', name: 'සිංහල', web: webSi, messages: messagesSi },
  { code: 'ta', name: 'தமிழ்', web: webTa, messages: messagesTa },
] as const;

/**
 * Latin words the translations keep as they are: brand and product names and the abbreviations the
 * operator uses in every language (the catalogues' own texts, which the completeness test checks).
 */
const KEPT_IN_LATIN = new Set(
  'Selfcare PEOTVGO PEOTV PEO TV SLT PLC Sri Lanka Telecom Mobitel PayHere SVOD VOD OTP PIN SMS TSTV PIP CPVR GB LTE ADSL Rs Google Play App Store Android iOS'.split(
    ' ',
  ),
);

/**
 * The English left in what the page shows and says (text, accessible names, alt texts, the title): its
 * Latin-script words, but for those kept in Latin and those of catalogue data, which the page marks
 * `translate="no"` (product, channel and package names and descriptions, as they come from the
 * database) or `lang="en"` (the English option of the language switcher).
 */
async function englishLeft(page: Page, within = 'body'): Promise<string[]> {
  const texts = await page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return { shown: [], data: [] };
    const exempt = (element: Element) => element.closest('[translate="no"], [lang="en"]') !== null;
    const shown: string[] = selector === 'body' ? [document.title] : [];
    const data: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest('script, style, template')) continue;
      if (!parent.checkVisibility()) continue;
      (exempt(parent) ? data : shown).push(text);
    }
    for (const element of root.querySelectorAll(
      '[aria-label], [alt], [title], [placeholder], [aria-roledescription]',
    )) {
      const said = ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription'].flatMap(
        (name) => element.getAttribute(name) ?? [],
      );
      (exempt(element) ? data : shown).push(...said);
    }
    return { shown, data };
  }, within);
  const words = (text: string) => text.match(/[A-Za-z]+/g) ?? [];
  const dataWords = new Set(texts.data.flatMap(words));
  return texts.shown.filter((text) => words(text).some((word) => !KEPT_IN_LATIN.has(word) && !dataWords.has(word)));
}

async function expectNoViolations(page: Page, include?: string) {
  const axe = new AxeBuilder({ page });
  if (include) axe.include(include);
  expect((await axe.analyze()).violations).toEqual([]);
}

const switcher = (page: Page) => page.getByRole('banner').locator('select');

for (const language of languages) {
  test.describe(`${language.name} (${language.code})`, () => {
    test('chosen from the top bar, it is remembered, and the landing and packages pages have no English left', async ({
      page,
    }) => {
      test.slow();
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(request.url());
      });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      // English loads no font of its own; the language's is fetched when it is chosen, from this origin.
      expect(fonts).toEqual([]);
      await page.getByRole('combobox', { name: 'Site language' }).selectOption(language.code);
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      await expect.poll(() => fonts.length).toBeGreaterThan(0);
      for (const font of fonts) {
        expect(new URL(font).origin).toBe(new URL(page.url()).origin);
        expect(font).toContain(`noto-sans-${language.code === 'si' ? 'sinhala' : 'tamil'}`);
      }
      await expect(page.getByRole('combobox', { name: language.web.shell?.language })).toHaveValue(language.code);
      await expect(page.getByRole('link', { name: language.web.shell?.login })).toBeVisible();

      // The server leaves a page in another language to the browser, with that language's lang.
      const reloaded = await page.reload();
      expect(await reloaded?.text()).toContain(`<html lang="${language.code}">`);
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      await expect(switcher(page)).toHaveValue(language.code);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: language.web.shell?.login })).toBeVisible();
      expect(await englishLeft(page)).toEqual([]);
      await expectNoViolations(page);

      await page.goto('/packages');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region').first()).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await englishLeft(page)).toEqual([]);
      await expectNoViolations(page);
    });

    test('chosen on the login page, the login form is in it, stays after a reload, and registration follows', async ({
      page,
    }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
      await switcher(page).selectOption(language.code);
      const heading = page.getByRole('heading', { level: 1, name: language.web.auth?.login?.heading });
      await expect(heading).toBeVisible();
      await page.reload();
      await expect(heading).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      await expect(page).toHaveTitle(language.web.pageTitle?.login ?? '-');
      expect(await englishLeft(page)).toEqual([]);

      // Registration starts with the choice of customer type, with the switcher in its top bar too.
      await page.goto('/customer/selection?t=1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(switcher(page)).toHaveValue(language.code);
      expect(await englishLeft(page)).toEqual([]);
      await switcher(page).selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(switcher(page)).toHaveAccessibleName('Site language');
    });

    test('the purchase modal has no English left', async ({ page }) => {
      test.slow();
      await logIn(page, 'fibre@selfcare.lk');
      await switcher(page).selectOption(language.code);
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      await page.goto('/channels');
      await page.getByRole('link', { name: 'Cinemax' }).click();
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Cinemax' })).toBeVisible();
      await page
        .getByRole('main')
        .getByRole('button', { name: language.web.catalogue?.purchase?.subscribe, exact: true })
        .click();
      const modal = page.getByRole('dialog', { name: language.messages.purchase?.subscribing });
      await expect(modal.getByRole('button', { name: language.web.catalogue?.purchase?.subscribe })).toBeVisible();
      expect(await englishLeft(page, '[role="dialog"]')).toEqual([]);
      await expectNoViolations(page, '[role="dialog"]');
    });
  });
}

test.describe('සිංහල (si): the api answers in Sinhala', () => {
  test('a purchase the api is still processing keeps the PIN dialog open for another try, as in English', async ({
    page,
  }) => {
    await logIn(page, 'mobitel@selfcare.lk');
    await switcher(page).selectOption('si');
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    // The operator is charged between two transactions; a retry sent meanwhile is told the first is under
    // way, in the subscriber's language (apps/api/src/lib/idempotency.ts). The first answer here is that one.
    const keys: (string | null)[] = [];
    await page.route('**/api/mobitel/v1/purchases', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? null);
      if (keys.length > 1) return route.continue();
      return route.fulfill({
        status: 409,
        json: { message: messagesSi.purchase?.idempotencyInProgress, code: 'IDEMPOTENCY_IN_PROGRESS' },
      });
    });
    await page.goto(`/products/${await productId(page.request, 'vod', 'Wild Yala')}`);
    const buy = webSi.catalogue?.purchase?.purchase ?? '-';
    await page.getByRole('main').getByRole('button', { name: buy, exact: true }).click();
    const title = messagesSi.purchase?.purchasing ?? '-';
    const modal = page.getByRole('dialog', { name: title });
    await modal.getByRole('button', { name: buy, exact: true }).click();
    await expect(modal.getByLabel(purchaseFlowSi.pin ?? '-')).toBeVisible();
    await modal.getByLabel(purchaseFlowSi.pin ?? '-').fill('1234');
    await modal.getByRole('button', { name: purchaseFlowSi.yes }).click();

    const pin = page.getByRole('dialog', { name: title });
    await expect(pin.getByRole('alert')).toHaveText(messagesSi.purchase?.idempotencyInProgress ?? '-');
    await expect(pin.getByLabel(purchaseFlowSi.pin ?? '-')).toHaveValue('1234');
    await pin.getByRole('button', { name: purchaseFlowSi.yes }).click();
    await expect(
      page
        .getByRole('dialog', { name: title })
        .getByRole('status')
        .filter({ hasText: messagesSi.purchase?.purchaseSuccessful }),
    ).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
