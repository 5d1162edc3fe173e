import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { messageTextIn } from './in-language';
import { messagesSi } from './locales/si';
import { messagesTa } from './locales/ta';

describe('messageTextIn', () => {
  it("says a key in the language's own words, placeholders filled", () => {
    expect(messageTextIn('si', 'errors.notFound')).toBe(messagesSi.errors?.notFound);
    expect(messageTextIn('ta', 'errors.notFound')).toBe(messagesTa.errors?.notFound);
    expect(messageTextIn('si', 'errors.notFound')).not.toBe(messages.errors.notFound);
    expect(messageTextIn('ta', 'errors.tooManyAttempts', { seconds: 42 })).toContain('42');
    expect(messageTextIn('ta', 'errors.tooManyAttempts', { seconds: 42 })).not.toContain('{{');
  });

  it('is messageText in English, and gives an unknown key back unchanged', () => {
    expect(messageTextIn('en', 'errors.tooManyAttempts', { seconds: 3 })).toBe(
      'Too many attempts. Please try again in 3 seconds.',
    );
    expect(messageTextIn('si', 'errors.noSuchKey')).toBe('errors.noSuchKey');
  });
});
