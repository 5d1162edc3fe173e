import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { catalogue as taCatalogue } from '@/shared/i18n/locales/ta/catalogue';
import {
  type DiscountOption,
  discountLabel,
  discountValidityText,
  priceAfterDiscount,
  selectDiscount,
} from './discount';

const { t } = i18n;

const productLevel: DiscountOption = {
  discountLevel: 'PRODUCT',
  discountType: 'PERCENTAGE',
  value: 10,
  duration: 3,
  durationType: 'MONTHS',
  start: '2025-03-01T00:00:00Z',
  end: '2025-12-31',
};
const userLevel: DiscountOption = { ...productLevel, discountLevel: 'USER', discountType: 'AMOUNT', value: 100 };

describe('selectDiscount', () => {
  it('shows the earlier start when product and user discounts both exist', () => {
    const earlierUser = { ...userLevel, start: '2025-02-01T00:00:00Z' };
    expect(selectDiscount([productLevel, earlierUser], { purchaseComplete: false })).toBe(earlierUser);
    const laterUser = { ...userLevel, start: '2025-04-01T00:00:00Z' };
    expect(selectDiscount([laterUser, productLevel], { purchaseComplete: false })).toBe(productLevel);
  });

  it('keeps the first listed on equal starts', () => {
    expect(selectDiscount([userLevel, productLevel], { purchaseComplete: false })).toBe(userLevel);
  });

  it('shows a single discount', () => {
    expect(selectDiscount([productLevel], { purchaseComplete: false })).toBe(productLevel);
  });

  it.each([
    ['no options', undefined, false],
    ['null options', null, false],
    ['an empty list', [], false],
    ['a completed purchase', [productLevel], true],
  ])('shows nothing for %s', (_, options, purchaseComplete) => {
    expect(selectDiscount(options, { purchaseComplete })).toBeNull();
  });

  it('prefers a readable start over an unreadable one', () => {
    const broken = { ...userLevel, start: 'soon' };
    expect(selectDiscount([broken, productLevel], { purchaseComplete: false })).toBe(productLevel);
  });
});

describe('discountLabel', () => {
  it.each([
    ['AMOUNT', 100, 'card', 'Rs.100 OFF'],
    ['AMOUNT', 1500, 'card', 'Rs.1,500 OFF'],
    ['AMOUNT', 99.5, 'card', 'Rs.99.50 OFF'],
    ['PERCENTAGE', 10, 'card', '10% OFF'],
    ['PERCENTAGE', 12.5, 'card', '12.5% OFF'],
    ['AMOUNT', 100, 'modal', 'Rs.100'],
    ['PERCENTAGE', 10, 'modal', '10%'],
  ] as const)('%s %s on a %s reads %j', (discountType, value, placement, text) => {
    expect(discountLabel(t, { discountType, value }, placement)).toBe(text);
  });
});

describe('discountValidityText', () => {
  it.each([
    ['MONTHS', 1, '2025-12-31', 'For 1 Month until 31/12/2025'],
    ['MONTHS', 3, '2025-12-31', 'For 3 Months until 31/12/2025'],
    ['DAYS', 1, '2025-12-31', 'For 1 Day until 31/12/2025'],
    ['DAYS', 7, '2025-12-31', 'For 7 Days until 31/12/2025'],
    ['DAYS', 10, '2026-12-31', 'For 10 Days until 31/12/2026'],
    ['MONTHS', null, '2025-12-31', 'Offer valid till 31/12/2025'],
    ['FOREVER', null, null, 'Forever'],
    ['FOREVER', null, '2025-12-31', 'Forever'],
  ] as const)('%s x %s ending %s reads %j', (durationType, duration, end, text) => {
    expect(discountValidityText(t, { durationType, duration, end })).toBe(text);
  });

  // An offer with no end of its own: the date is when a discount taken today runs out.
  it.each([
    ['MONTHS', 10, 'For 10 Months until 27/09/2027'],
    ['MONTHS', 1, 'For 1 Month until 27/12/2026'],
    ['DAYS', 1, 'For 1 Day until 28/11/2026'],
    ['DAYS', 30, 'For 30 Days until 27/12/2026'],
  ] as const)('%s x %s with no end reads %j', (durationType, duration, text) => {
    expect(discountValidityText(t, { durationType, duration, end: null }, '2026-11-27')).toBe(text);
  });

  it('counts a month from the 31st to the last day of a shorter month', () => {
    expect(discountValidityText(t, { durationType: 'MONTHS', duration: 1, end: null }, '2027-01-31')).toBe(
      'For 1 Month until 28/02/2027',
    );
  });

  it('words the validity in Sinhala and Tamil', () => {
    const month = { durationType: 'MONTHS', duration: 3, end: '2026-12-31' } as const;
    expect(discountValidityText(i18n.t, month)).toBe('For 3 Months until 31/12/2026');
    i18n.addMessages('ta', taCatalogue);
    i18n.changeLanguage('ta');
    try {
      expect(discountValidityText(i18n.t, month)).toBe('31/12/2026 வரை 3 மாதங்களுக்கு');
      expect(discountValidityText(i18n.t, { durationType: 'FOREVER', duration: null, end: null })).toBe('நிரந்தரமாக');
    } finally {
      i18n.changeLanguage('en');
    }
  });

  it('says nothing without a duration or an end', () => {
    expect(discountValidityText(t, { durationType: 'DAYS', duration: null, end: null })).toBeNull();
  });

  it('reads the end as a Sri Lankan calendar date', () => {
    expect(discountValidityText(t, { durationType: 'DAYS', duration: null, end: '2025-12-31T19:00:00Z' })).toBe(
      'Offer valid till 01/01/2026',
    );
  });
});

describe('priceAfterDiscount', () => {
  it.each([
    [1000, 'PERCENTAGE', 10, 900],
    [999.99, 'PERCENTAGE', 10, 899.99],
    [450, 'PERCENTAGE', 33, 301.5],
    [1000, 'PERCENTAGE', 100, 0],
    [1000, 'AMOUNT', 250, 750],
    [99.9, 'AMOUNT', 0.45, 99.45],
    [100, 'AMOUNT', 150, 0],
  ] as const)('%s less %s %s is %s', (price, discountType, value, expected) => {
    expect(priceAfterDiscount(price, { discountType, value })).toBe(expected);
  });
});
