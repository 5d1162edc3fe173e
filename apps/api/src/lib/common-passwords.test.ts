import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword, refuseCommonPassword } from './common-passwords';

const ranked = dictionary['passwords-common'];

describe('the common-password list', () => {
  it('holds exactly the 3,000 most frequent entries of the ranked list', () => {
    expect(COMMON_PASSWORD_COUNT).toBe(3000);
    expect(ranked.length).toBeGreaterThan(COMMON_PASSWORD_COUNT);
    expect(ranked.slice(0, COMMON_PASSWORD_COUNT).every(isCommonPassword)).toBe(true);
    expect(isCommonPassword(ranked[COMMON_PASSWORD_COUNT - 1] as string)).toBe(true);
    // Further down the list ('superstar' ranks past 3,000): allowed.
    expect(ranked.indexOf('superstar')).toBeGreaterThanOrEqual(COMMON_PASSWORD_COUNT);
    expect(isCommonPassword('superstar')).toBe(false);
  });

  it('compares without case', () => {
    for (const password of ['password', 'PASSWORD', 'PassWord', 'Sunshine', 'QWERTY123']) {
      expect(isCommonPassword(password)).toBe(true);
    }
    expect(isCommonPassword('Brand.New.9')).toBe(false);
  });

  it('refuses with 400 COMMON_PASSWORD and the catalogue sentence', () => {
    expect(() => refuseCommonPassword('Brand.New.9')).not.toThrow();
    expect(() => refuseCommonPassword('password1')).toThrow(
      expect.objectContaining({
        statusCode: 400,
        code: 'COMMON_PASSWORD',
        message: 'This password is one of the most common passwords. Please choose another one.',
      }),
    );
  });
});
