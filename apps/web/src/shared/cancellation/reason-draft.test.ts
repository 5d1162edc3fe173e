import { describe, expect, it } from 'vitest';
import { NO_REASON, reasonOf } from './reason-draft';

describe('reasonOf', () => {
  it('sends nothing while no reason is chosen, even with words typed', () => {
    expect(reasonOf(NO_REASON)).toBeUndefined();
    expect(reasonOf({ code: null, text: 'words' })).toBeUndefined();
  });

  it('sends the code alone when the words are blank, and trimmed words otherwise', () => {
    expect(reasonOf({ code: 'other', text: '   ' })).toEqual({ code: 'other' });
    expect(reasonOf({ code: 'too_expensive', text: '  Rs. 390 is a lot \n' })).toEqual({
      code: 'too_expensive',
      text: 'Rs. 390 is a lot',
    });
  });
});
