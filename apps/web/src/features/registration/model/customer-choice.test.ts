import { describe, expect, it } from 'vitest';
import { CUSTOMER_CHOICES, FIXED_LINE_CHOICE, fixedLineTypes, nextStepOf, withTypeSixFirst } from './customer-choice';

describe('customer choices', () => {
  it('offers mobile customers (6) only with the t query parameter', () => {
    expect(CUSTOMER_CHOICES).toEqual(['1', FIXED_LINE_CHOICE, '6', '7']);
  });

  it('leads 1 to the account login, the fixed-line choice to its second screen, 6 and 7 to personal details', () => {
    expect(nextStepOf('1')).toBe('/account-login');
    expect(nextStepOf(FIXED_LINE_CHOICE)).toBe('fixed-line');
    expect(nextStepOf('6')).toBe('/personaldetails');
    expect(nextStepOf('7')).toBe('/personaldetails');
  });
});

describe('withTypeSixFirst', () => {
  it('moves type 6 to the front and keeps the others in order', () => {
    const types = [{ id: 2 }, { id: 3 }, { id: 6 }, { id: 4 }];
    expect(withTypeSixFirst(types).map((type) => type.id)).toEqual([6, 2, 3, 4]);
  });

  it('leaves a list without type 6 as it is, and accepts string ids', () => {
    expect(withTypeSixFirst([{ id: 5 }, { id: 2 }]).map((type) => type.id)).toEqual([5, 2]);
    expect(withTypeSixFirst([{ id: '1' }, { id: '6' }]).map((type) => type.id)).toEqual(['6', '1']);
  });

  it('does not change the list it is given', () => {
    const types = [{ id: 1 }, { id: 6 }];
    withTypeSixFirst(types);
    expect(types.map((type) => type.id)).toEqual([1, 6]);
  });
});

describe('fixedLineTypes', () => {
  it('keeps only the broadband kind, type 6 first when it is one', () => {
    const types = [
      { id: 1, kind: 'tv' },
      { id: 2, kind: 'broadband' },
      { id: 3, kind: 'broadband' },
      { id: 6, kind: 'broadband' },
      { id: 7, kind: 'prepaid' },
    ];
    expect(fixedLineTypes(types).map((type) => type.id)).toEqual([6, 2, 3]);
  });
});
