import type { TFunction } from '@/shared/i18n/translator';

/** The card schemes the gateway names (its `method`), in the catalogue as 'Visa card', 'Mastercard'... */
const CARD_BRANDS = ['VISA', 'MASTER', 'AMEX'] as const;
type CardBrand = (typeof CARD_BRANDS)[number];

const isCardBrand = (method: string): method is CardBrand => (CARD_BRANDS as readonly string[]).includes(method);

/**
 * How a payment was made, in words: the card scheme the gateway reported, or the operator's name. A
 * scheme the catalogue does not know yet is shown as the gateway names it, a brand rather than a code.
 */
export function paymentMethodText(t: TFunction, method: string | null): string {
  if (method === null) return '';
  return isCardBrand(method) ? t(`profilePage.payments.cardBrand.${method}`) : method;
}
