import { describe, expect, it } from 'vitest';
import {
  forgotPasswordRequestSchema,
  nationalNumber,
  passwordResetFormSchema,
  passwordResetRequestSchema,
  recoverUsernameQuerySchema,
} from './account-access';
import { messageText } from './messages';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => messageText(issue.message));

describe('forgotPasswordRequestSchema', () => {
  it('lower-cases and trims the e-mail', () => {
    expect(forgotPasswordRequestSchema.parse({ username: ' Guest@Selfcare.LK ' })).toEqual({
      username: 'guest@selfcare.lk',
    });
  });

  it.each([
    [{}, 'Username is required'],
    [{ username: ' ' }, 'Username is required'],
    [{ username: 'guest@' }, 'Invalid email'],
  ])('refuses %j with the spec text "%s"', (input, text) => {
    expect(messagesOf(forgotPasswordRequestSchema.safeParse(input))).toEqual([text]);
  });
});

describe('passwordResetFormSchema', () => {
  it.each([
    [{ password: '', confirmPassword: '' }, ['Password is required', 'Confirm password is required']],
    [
      { password: 'abc123', confirmPassword: 'abc123' },
      ['Password should be minimum 8 characters with numbers and letters'],
    ],
    [{ password: 'Abcd.1234', confirmPassword: 'Abcd.12345' }, ['Password and Confirm Password is not matching']],
  ])('refuses %j with the spec texts', (input, texts) => {
    expect(messagesOf(passwordResetFormSchema.safeParse(input))).toEqual(texts);
  });

  it('accepts a password of letters, digits and the allowed symbols, confirmed', () => {
    expect(passwordResetFormSchema.safeParse({ password: 'Abcd.1234', confirmPassword: 'Abcd.1234' }).success).toBe(
      true,
    );
  });
});

describe('passwordResetRequestSchema', () => {
  it('takes only a 43-character base64url token', () => {
    const password = 'Abcd.1234';
    expect(passwordResetRequestSchema.safeParse({ password, token: 'a'.repeat(43) }).success).toBe(true);
    for (const token of ['a'.repeat(42), `${'a'.repeat(42)}=`, `${'a'.repeat(42)}/`]) {
      expect(passwordResetRequestSchema.safeParse({ password, token }).success).toBe(false);
    }
  });
});

describe('recoverUsernameQuerySchema', () => {
  it.each(['0771234567', '+94771234567', '94771234567', '771234567', '077 123-4567'])('accepts %s', (username) => {
    const parsed = recoverUsernameQuerySchema.parse({ username });
    expect(nationalNumber(parsed.username)).toBe('771234567');
  });

  it.each([
    ['', 'Mobile or telephone number is required'],
    ['07712345', 'Invalid telephone number'],
    ['guest@selfcare.lk', 'Invalid telephone number'],
  ])('refuses "%s" with "%s"', (username, text) => {
    expect(messagesOf(recoverUsernameQuerySchema.safeParse({ username }))).toEqual([text]);
  });
});
