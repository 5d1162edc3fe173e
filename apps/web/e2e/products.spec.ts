import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { productId, shownDate, userProduct } from './products-support';
import { logIn } from './support';

test.describe('Channel bundle pages', () => {
  test('a visitor sees a bundle with its features and channels, and a channel within it', async ({ page }) => {
    const id = await productId(page.request, 'channelbundle', 'Sports Pack');
    await page.goto(`/channel-bundle/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sports Pack' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Features' }).getByRole('listitem')).toHaveText([
      'TSTV',
      'PIP',
      'CPVR',
    ]);
    const channels = page.getByRole('region', { name: 'Channels in this bundle' });
    await expect(channels.getByRole('link')).toHaveCount(6);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await channels.getByRole('link', { name: 'Star Sports 1' }).click();
    await expect(page).toHaveURL(new RegExp(`/channel-bundle/${id}/channel\\?channelId=[0-9a-f-]+$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Star Sports 1' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Sports Pack' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sports Pack' })).toBeVisible();
  });

  test('the channel page without a channel falls back to the bundle channels', async ({ page }) => {
    const id = await productId(page.request, 'channelbundle', 'Sports Pack');
    await page.goto(`/channel-bundle/${id}/channel`);
    await expect(page.getByText('Choose a channel of this bundle to see its details.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Eurosport' })).toBeVisible();
  });

  test('fibre@selfcare.lk sees its subscribed bundle marked, with its price', async ({ page }) => {
    const id = await productId(page.request, 'channelbundle', 'Kids Fun');
    await logIn(page, 'fibre@selfcare.lk');
    await page.goto(`/channel-bundle/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kids Fun' })).toBeVisible();
    await expect(page.getByText('Subscribed', { exact: true })).toBeVisible();
    await expect(page.getByText('Rs. 390.00 plus taxes')).toBeVisible();
  });
});

test.describe('Product and video pages', () => {
  test('a visitor sees a video with its information list and PG Rating', async ({ page }) => {
    const id = await productId(page.request, 'vod', 'Sihina Desa');
    await page.goto(`/products/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sihina Desa' })).toBeVisible();
    const information = page.getByRole('region', { name: 'Information' });
    await expect(information.getByText('PG Rating')).toBeVisible();
    await expect(information.getByText('Year')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await expect(page.getByText(/Rs\./)).toHaveCount(0);
  });

  test('the video item page shows the same details', async ({ page }) => {
    const id = await productId(page.request, 'vod', 'Sihina Desa');
    await page.goto(`/vod/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sihina Desa' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Sihina Desa' })).toBeVisible();
    await expect(page.getByText('PG Rating')).toBeVisible();
  });

  test('international content tells a viewer in Sri Lanka where it plays', async ({ page }) => {
    const id = await productId(page.request, 'vod', 'Rainy Season');
    await page.goto(`/products/${id}`);
    await expect(page.getByText('This can only be viewed from outside of Sri Lanka.')).toBeVisible();
  });

  test('an unknown product is not found', async ({ page }) => {
    await page.goto('/products/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page.getByText('This product is not available.')).toBeVisible();
  });

  test('fibre@selfcare.lk sees the unsubscribed-content note with its date', async ({ page }) => {
    const id = await productId(page.request, 'databundle', 'Data Booster 10 GB');
    await logIn(page, 'fibre@selfcare.lk');
    await page.goto(`/products/${id}?dataBundle=true`);
    await expect(page.getByRole('heading', { level: 1, name: 'Data Booster 10 GB' })).toBeVisible();
    const { billingEndDate } = await userProduct(page, id);
    expect(billingEndDate).not.toBeNull();
    await expect(
      page.getByText(
        `Unsubscribed content. You will have access to this only till ${shownDate(billingEndDate ?? '')}.`,
      ),
    ).toBeVisible();
    await expect(page.getByText('Please re-subscribe to cancel the unsubscription.')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await expect(page).toHaveURL(/\?dataBundle=true$/);
  });

  test('fibre@selfcare.lk sees its subscribed SVOD marked', async ({ page }) => {
    const id = await productId(page.request, 'svod', 'Kids Zone');
    await logIn(page, 'fibre@selfcare.lk');
    await page.goto(`/products/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kids Zone' })).toBeVisible();
    await expect(page.getByText('Subscribed', { exact: true })).toBeVisible();
  });

  test('prepaid and mobitel subscribers see the price their way', async ({ page }) => {
    const id = await productId(page.request, 'channel', 'Sony Six');
    await logIn(page, 'prepaid@selfcare.lk');
    await page.goto(`/products/${id}/false`);
    await expect(page.getByText('Rs. 390.00', { exact: true })).toBeVisible();
    await expect(page.getByText('Monthly subscription')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await logIn(page, 'mobitel@selfcare.lk');
    await page.goto(`/products/${id}/false`);
    await expect(page.getByText('Rs. 390.00 +tax', { exact: true })).toBeVisible();
  });
});
