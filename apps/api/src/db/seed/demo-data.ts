import type { DbOrTx } from '../client';
import * as schema from '../schema';
import { catalogue, productSeeds } from './catalogue';
import { catalogueRows } from './catalogue/build';
import { referenceRows } from './catalogue/reference';
import type { SeedClock } from './clock';
import { insertRows } from './insert';
import { onboardingRows } from './onboarding';
import { bannerRows } from './promotions/banners';
import { giftVoucherRows } from './promotions/gift-vouchers';
import { promotionalVoucherRows } from './promotions/promotional-vouchers';
import { taxRows } from './promotions/taxes';
import { accountRows, type DemoSecrets } from './subscribers/account-rows';
import { packageChangeRows, userDiscountRows } from './subscribers/package-rows';
import { planPurchases } from './subscribers/plan';
import { purchaseRows } from './subscribers/purchase-rows';
import { voucherRows } from './subscribers/voucher-rows';

/** Writes the whole demo data set, parents before children. */
export async function insertDemoData(db: DbOrTx, secrets: DemoSecrets, clock: SeedClock): Promise<void> {
  await insertCatalogueData(db);
  await insertRows(db, schema.fixedLineCustomers, onboardingRows().fixedLineCustomers);
  await insertDemoSubscribers(db, secrets, clock);
}

/**
 * What a portal sells and shows before anyone signs up: reference lists, products, taxes, districts,
 * banners and vouchers. No subscriber, no password and no fixed-line record (those come from the
 * operator's customer records in production), so a production database may start from it.
 */
export async function insertCatalogueData(db: DbOrTx): Promise<void> {
  const reference = referenceRows();
  const products = catalogueRows(productSeeds, catalogue);
  const onboarding = onboardingRows();
  const banners = bannerRows();
  const promotionalVouchers = promotionalVoucherRows();
  const giftVouchers = giftVoucherRows();

  await insertRows(db, schema.productTypes, reference.productTypes);
  await insertRows(db, schema.productSubTypes, reference.productSubTypes);
  await insertRows(db, schema.categories, reference.categories);
  await insertRows(db, schema.languages, reference.languages);
  await insertRows(db, schema.genres, reference.genres);
  await insertRows(db, schema.tags, reference.tags);
  await insertRows(db, schema.taxRates, taxRows());

  await insertRows(db, schema.purchaseOptionGroups, products.purchaseOptionGroups);
  await insertRows(db, schema.purchaseOptions, products.purchaseOptions);
  await insertRows(db, schema.discountOptionGroups, products.discountOptionGroups);
  await insertRows(db, schema.discountOptions, products.discountOptions);
  await insertRows(db, schema.products, products.products);
  await insertRows(db, schema.productCategories, products.productCategories);
  await insertRows(db, schema.productLanguages, products.productLanguages);
  await insertRows(db, schema.productGenres, products.productGenres);
  await insertRows(db, schema.productTags, products.productTags);
  await insertRows(db, schema.packageContents, products.packageContents);
  await insertRows(db, schema.bundleChannels, products.bundleChannels);
  await insertRows(db, schema.svodChildren, products.svodChildren);
  await insertRows(db, schema.packageScreens, products.packageScreens);
  await insertRows(db, schema.packageDataBundles, products.packageDataBundles);

  await insertRows(db, schema.districts, onboarding.districts);

  await insertRows(db, schema.banners, banners.banners);
  await insertRows(db, schema.bannerBasePackages, banners.bannerBasePackages);
  await insertRows(db, schema.promotionalVouchers, promotionalVouchers.promotionalVouchers);
  await insertRows(db, schema.promotionalVoucherProductTypes, promotionalVouchers.promotionalVoucherProductTypes);
  await insertRows(db, schema.promotionalVoucherProducts, promotionalVouchers.promotionalVoucherProducts);
  await insertRows(db, schema.giftVouchers, giftVouchers.giftVouchers);
  await insertRows(db, schema.giftVoucherProducts, giftVouchers.giftVoucherProducts);
  await insertRows(db, schema.giftVoucherProductTypes, giftVouchers.giftVoucherProductTypes);
  await insertRows(db, schema.giftVoucherSubTypes, giftVouchers.giftVoucherSubTypes);
}

/** The demo subscribers, their connections and two years of their purchases. */
async function insertDemoSubscribers(db: DbOrTx, secrets: DemoSecrets, clock: SeedClock): Promise<void> {
  const planned = planPurchases(clock);
  const subscribers = accountRows(secrets, planned, clock);
  const bought = purchaseRows(planned, clock);
  const vouchers = voucherRows(planned, clock);

  await insertRows(db, schema.accounts, subscribers.accounts);
  await insertRows(db, schema.connections, subscribers.connections);
  await insertRows(db, schema.cardTokens, subscribers.cardTokens);
  await insertRows(db, schema.profiles, subscribers.profiles);
  await insertRows(db, schema.devices, subscribers.devices);
  await insertRows(db, schema.connectionRegistrations, subscribers.connectionRegistrations);
  await insertRows(db, schema.nonProviderDetails, subscribers.nonProviderDetails);
  await insertRows(db, schema.operatorConsents, subscribers.operatorConsents);
  await insertRows(db, schema.discountOptions, userDiscountRows());

  await insertRows(db, schema.purchases, bought.purchases);
  await insertRows(db, schema.transactions, [...bought.transactions, ...vouchers.voucherTransactions]);
  await insertRows(db, schema.billLines, bought.billLines);
  await insertRows(db, schema.purchasedVouchers, vouchers.purchasedVouchers);
  await insertRows(db, schema.purchasedVoucherUsages, vouchers.purchasedVoucherUsages);
  await insertRows(db, schema.basePackageChanges, packageChangeRows(planned, clock));
}
