import type { UiLanguage } from '@selfcare/contracts';
import { currentLanguage } from '@/shared/i18n/i18n';
import { perLanguage } from './locale';

const twoDecimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
const englishAmount = new Intl.NumberFormat('en-US', twoDecimals);
const englishWhole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const amountIn = perLanguage((locale) => new Intl.NumberFormat(locale, twoDecimals));
const wholeIn = perLanguage((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
const priceIn = perLanguage((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'LKR' }));

/**
 * Prices are LKR, in English written 'Rs. 9,000.00' (spec: 'Rs.' with two decimals); in Sinhala and
 * Tamil as Sri Lanka writes rupees in that language ('රු. 9,000.00').
 */
export function formatMoney(value: number, language: UiLanguage = currentLanguage()): string {
  return language === 'en' ? `Rs. ${englishAmount.format(value)}` : priceIn(language).format(value);
}

/** The figure alone, two decimals ('9,000.00'), for texts that write the currency themselves. */
export function formatAmount(value: number, language: UiLanguage = currentLanguage()): string {
  return language === 'en' ? englishAmount.format(value) : amountIn(language).format(value);
}

/** A figure with no more decimals than it has, up to two ('500', '12.5'): badges and percentages. */
export function formatWhole(value: number, language: UiLanguage = currentLanguage()): string {
  return language === 'en' ? englishWhole.format(value) : wholeIn(language).format(value);
}
