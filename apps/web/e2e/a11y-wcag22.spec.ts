import { expect, type Locator, type Page, test } from '@playwright/test';
import { ROUTE_GROUPS, settle } from './a11y-support';
import { productId } from './products-support';
import { confirmWithPin, gatewayPopup, openPurchase } from './purchase-card-support';
import { chooseCustomerType } from './registration-support';
import { logIn } from './support';

/**
 * The visible controls smaller than 24 by 24 CSS px (WCAG 2.5.8), named. Allowed, as WCAG allows: a link
 * inside a sentence, and a control whose label is the target (a hidden native radio under its card).
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="option"], [role="combobox"]',
    );
    const big = (box: DOMRect) => box.width >= 24 && box.height >= 24;
    const small: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      // Not drawn, or visually hidden until focused (the skip link): nothing to aim at.
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      if (big(box)) continue;
      const parentText = control.parentElement?.textContent?.replace(control.textContent ?? '', '').trim() ?? '';
      if (control.tagName === 'A' && style.display === 'inline' && parentText !== '') continue;
      const labels = control instanceof HTMLInputElement ? [...(control.labels ?? [])] : [];
      if (labels.some((label) => big(label.getBoundingClientRect()))) continue;
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30) ?? '';
      small.push(`${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return small;
  });
}

/** The element holding the text is an alert or sits in a live region, so it is read out as it appears. */
async function expectAnnounced(message: Locator): Promise<void> {
  const announced = await message.evaluate(
    (element) =>
      element.closest('[role="alert"], [role="status"], [aria-live="polite"], [aria-live="assertive"]') !== null,
  );
  expect(announced, `"${await message.textContent()}" is announced`).toBe(true);
}

/** WCAG 3.3.1 and 4.1.3: the field is marked invalid, described by its error, and the error is announced. */
async function expectErrorTied(page: Page, field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const error = page.locator(ids.map((id) => `[id="${id}"]`).join(', ')).filter({ hasText: message });
  await expect(error).toHaveCount(1);
  await expectAnnounced(error);
}

test.describe('WCAG 2.2 AA specifics (issue 9)', () => {
  test('interactive targets are at least 24 by 24 px on the key pages, logged out and in', async ({ page }) => {
    const found: string[] = [];
    const check = async (where: string) => found.push(...(await smallTargets(page)).map((what) => `${where}: ${what}`));
    const vod = `/products/${await productId(page.request, 'vod', 'The Last Elephant')}`;
    for (const path of ['/', '/login', '/ondemand/MVOD', '/packages', '/channels', vod, '/customer/selection?t=1']) {
      await page.goto(path);
      await settle(page);
      await check(`visitor ${path}`);
    }
    await logIn(page, 'tv@selfcare.lk');
    for (const path of ['/', '/profile', '/packages', '/gifts']) {
      await page.goto(path);
      await settle(page);
      await check(`tv ${path}`);
    }
    await page.goto(vod);
    await openPurchase(page, 'PURCHASE');
    await check('tv purchase dialog');
    expect(found).toEqual([]);
  });

  for (const [email, who] of [
    [undefined, 'a visitor'],
    ['prepaid@selfcare.lk', 'prepaid@'],
  ] as const) {
    for (const group of ROUTE_GROUPS) {
      test(`the routes ${group.name} reflow at 320 px wide without horizontal scrolling, for ${who}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 320, height: 640 });
        if (email) await logIn(page, email);
        const wide: string[] = [];
        for (const route of await group.routes(page)) {
          await page.goto(route);
          await settle(page, route);
          // Measured once the page has finished drawing (a lazy carousel lays its slides out as it loads).
          await page.waitForLoadState('networkidle');
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          if (width > 320) wide.push(`${route}: ${width} px`);
        }
        expect(wide).toEqual([]);
      });
    }
  }

  test('form errors are tied to their fields and announced: login, registration, change password, voucher', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectErrorTied(page, page.getByLabel('Email'), 'Email is required');
    await expectErrorTied(page, page.getByLabel('Password', { exact: true }), 'Password is required');

    await chooseCustomerType(page, 'Other networks and card users');
    await expect(page).toHaveURL('/personaldetails');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectErrorTied(page, page.getByLabel('First Name'), 'First Name is Required');

    await logIn(page, 'tv@selfcare.lk');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByRole('button', { name: 'Change' }).click();
    await expectErrorTied(page, dialog.getByLabel('Current Password'), 'Current Password is Required');

    await page.keyboard.press('Escape');
    await page.goto(`/products/${await productId(page.request, 'vod', 'The Last Elephant')}`);
    const modal = await openPurchase(page, 'PURCHASE');
    await modal.getByLabel('Voucher code').fill('NO-SUCH-CODE');
    await expectErrorTied(page, modal.getByLabel('Voucher code'), 'Invalid Voucher Code');
  });

  test('status messages are announced: the voucher result and payment processing', async ({ page }) => {
    await logIn(page, 'prepaid@selfcare.lk');
    // Bought by no other prepaid@ test: the payment is left open in the sandbox popup.
    await page.goto(`/products/${await productId(page.request, 'vod', 'Haunted Walawwa')}`);
    const modal = await openPurchase(page, 'PURCHASE');
    await modal.getByLabel('Voucher code').fill('FLAT100');
    await expectAnnounced(modal.getByText('Success', { exact: true }));
    await confirmWithPin(page, 'PURCHASE');
    await expect(gatewayPopup(page)).toBeVisible();
    await expectAnnounced(page.getByText('Payment Processing....', { exact: true }));
  });

  test('the banner carousel pauses, and moves, from the keyboard (WCAG 2.2.2, 2.1.1)', async ({ page }) => {
    await page.goto('/');
    const banners = page.getByRole('region', { name: 'Promotions' });
    const pause = banners.getByRole('button', { name: 'Pause slide show' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(banners.getByRole('button', { name: 'Play slide show' })).toBeFocused();
    // Focus leaves the carousel (which alone would hold it): paused, it stays on its slide past a turn.
    await page.getByRole('banner').getByRole('link', { name: 'PEOTVGO' }).focus();
    const first = banners.getByRole('group').first();
    await expect(first).toBeInViewport();
    await page.waitForTimeout(6_000);
    await expect(first).toBeInViewport();

    await banners.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    await expect(first).not.toBeInViewport();
    await expect(banners.getByRole('group').nth(1)).toBeInViewport();
  });
});
