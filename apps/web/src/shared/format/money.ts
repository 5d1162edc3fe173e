import { RUPEE_SIGNS, type UiLanguage } from '@selfcare/contracts';
import { currentLanguage } from '@/shared/i18n/i18n';
import { perLanguage } from './locale';

const twoDecimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
const englishAmount = new Intl.NumberFormat('en-US', twoDecimals);
const englishWhole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const amountIn = perLanguage((locale) => new Intl.NumberFormat(locale, twoDecimals));
const wholeIn = perLanguage((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));

/**
 * Prices are LKR, in English written 'Rs. 9,000.00' (spec: 'Rs.' with two decimals); in Sinhala and
 * Tamil with that language's sign and digit grouping ('රු. 9,000.00', 'ரூ. 12,34,567.89'). Not Intl's
 * currency style: browsers ship trimmed locale data, and Chromium writes 'LKR 9,000.00' for si-LK.
 */
export function formatMoney(value: number, language: UiLanguage = currentLanguage()): string {
  return `${RUPEE_SIGNS[language]} ${formatAmount(value, language)}`;
}

/** The figure alone, two decimals ('9,000.00'), for texts that write the currency themselves. */
export function formatAmount(value: number, language: UiLanguage = currentLanguage()): string {
  return language === 'en' ? englishAmount.format(value) : amountIn(language).format(value);
}

/** A figure with no more decimals than it has, up to two ('500', '12.5'): badges and percentages. */
export function formatWhole(value: number, language: UiLanguage = currentLanguage()): string {
  return language === 'en' ? englishWhole.format(value) : wholeIn(language).format(value);
}
