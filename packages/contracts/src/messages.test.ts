import { describe, expect, it } from 'vitest';
import { isMessageKey, messageText } from './messages';

describe('messageText', () => {
  it('returns the specification text for a key', () => {
    expect(messageText('errors.generic')).toBe('Something went wrong, please contact your service provider');
    expect(messageText('password.currentWrong')).toBe('Current password is missed match.');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(messageText('errors.tooManyAttempts', { seconds: 42 })).toBe(
      'Too many attempts. Please try again in 42 seconds.',
    );
    expect(messageText('errors.tooManyAttempts')).toBe('Too many attempts. Please try again in {{seconds}} seconds.');
  });

  it('returns an unknown key unchanged so a missing text is noticed, not hidden', () => {
    expect(messageText('errors.noSuchKey')).toBe('errors.noSuchKey');
    expect(isMessageKey('errors.noSuchKey')).toBe(false);
    expect(isMessageKey('validation.emailRequired')).toBe(true);
  });
});
