import type { RetentionOfferKind, RetentionOfferTerms } from '@selfcare/contracts';

/** The columns an offer's terms are kept in, on the product's offer and on an accepted one. */
export interface OfferTermsColumns {
  kind: RetentionOfferKind;
  percent: number | null;
  renewals: number | null;
  pausePeriods: number | null;
  downgradeProductId: string | null;
}

/**
 * The terms an offer row holds, by its kind (decisions 0073 and 0075). The tables' check keeps each
 * kind's columns filled, so a missing one is a broken row, not an answer.
 */
export function termsOf(row: OfferTermsColumns): RetentionOfferTerms {
  if (row.kind === 'pause' && row.pausePeriods !== null) return { kind: 'pause', periods: row.pausePeriods };
  if (row.kind === 'downgrade' && row.downgradeProductId !== null) {
    return { kind: 'downgrade', productId: row.downgradeProductId };
  }
  if (row.kind === 'discount' && row.percent !== null && row.renewals !== null) {
    return { kind: 'discount', percent: row.percent, renewals: row.renewals };
  }
  throw new Error(`retention offer row of kind ${row.kind} without its terms`);
}

const noTerms = { percent: null, renewals: null, pausePeriods: null, downgradeProductId: null };

/** The columns that keep `terms`, the other kinds' left null. */
export function columnsOf(terms: RetentionOfferTerms): OfferTermsColumns {
  switch (terms.kind) {
    case 'pause':
      return { ...noTerms, kind: 'pause', pausePeriods: terms.periods };
    case 'downgrade':
      return { ...noTerms, kind: 'downgrade', downgradeProductId: terms.productId };
    case 'discount':
      return { ...noTerms, kind: 'discount', percent: terms.percent, renewals: terms.renewals };
  }
}

export const sameTerms = (a: RetentionOfferTerms, b: RetentionOfferTerms) =>
  JSON.stringify(columnsOf(a)) === JSON.stringify(columnsOf(b));
