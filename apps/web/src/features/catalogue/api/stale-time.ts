/** Catalogue lists change rarely; five minutes keeps moving between the catalogue pages free of reloads. */
export const CATALOGUE_STALE_MS = 5 * 60_000;

/** Purchase state can change on another page (the purchase flow), so product pages stay fresh for a minute only. */
export const PRODUCT_STALE_MS = 60_000;
