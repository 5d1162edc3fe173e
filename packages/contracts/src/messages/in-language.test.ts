import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { accountSecurityMessages } from './account-security';
import { isApiMessageKey, messageTextIn } from './in-language';
import { messagesSi } from './locales/si';
import { messagesTa } from './locales/ta';
import { notificationPreferencesMessages } from './notification-preferences';

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

const leavesOf = (node: object, prefix = ''): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leavesOf(value as object, `${prefix}${key}.`),
  );

describe('the api-only answers', () => {
  it('are said in Sinhala and Tamil in their own words, with the same placeholders', () => {
    const keys = [
      ...leavesOf(accountSecurityMessages, 'accountSecurity.'),
      ...leavesOf(notificationPreferencesMessages, 'notificationPreferences.'),
    ];
    expect(keys.length).toBeGreaterThanOrEqual(12);
    for (const key of keys) {
      const english = messageTextIn('en', key);
      expect(english, key).not.toBe(key);
      const placeholders = english.match(/\{\{\w+\}\}/g) ?? [];
      for (const language of ['si', 'ta'] as const) {
        const text = messageTextIn(language, key);
        expect(text, `${language} ${key}`).not.toBe(english);
        expect((text.match(/\{\{\w+\}\}/g) ?? []).sort(), `${language} ${key}`).toEqual([...placeholders].sort());
      }
    }
  });
});

describe('isApiMessageKey', () => {
  it('knows the keys of `messages` and of the api-only catalogues, and nothing else', () => {
    expect(isApiMessageKey('errors.notFound')).toBe(true);
    expect(isApiMessageKey('notificationPreferences.mandatory')).toBe(true);
    expect(isApiMessageKey('notificationPreferences')).toBe(false);
    expect(isApiMessageKey('Invalid input: expected true')).toBe(false);
  });
});
