import { describe, expect, it } from 'vitest';
import { passwordResetRequestSchema } from './account-access';
import { changePasswordFormSchema, loginRequestSchema, PASSWORD_MAX_LENGTH, passwordUpdateRequestSchema } from './auth';
import { registrationPasswordSchema } from './registration';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('loginRequestSchema', () => {
  it('lower-cases and trims the e-mail', () => {
    expect(loginRequestSchema.parse({ username: '  TV@Selfcare.LK ', password: 'x' }).username).toBe('tv@selfcare.lk');
  });

  it.each([
    [{ username: '', password: 'x' }, 'validation.emailRequired'],
    [{ password: 'x' }, 'validation.emailRequired'],
    [{ username: 'not-an-email', password: 'x' }, 'validation.invalidEmail'],
    [{ username: 'a@b.lk', password: '' }, 'validation.passwordRequired'],
  ])('rejects %j with %s', (input, key) => {
    expect(firstMessage(loginRequestSchema.safeParse(input))).toBe(key);
  });

  it('rejects unknown fields', () => {
    expect(loginRequestSchema.safeParse({ username: 'a@b.lk', password: 'x', admin: true }).success).toBe(false);
  });
});

describe('password rules', () => {
  it('accepts 8 characters of letters, digits and the allowed symbols', () => {
    expect(passwordUpdateRequestSchema.safeParse({ oldPassword: 'old', password: 'Abc12345!' }).success).toBe(true);
  });

  it.each(['short1!', 'has space 123', 'emoji🙂1234'])(
    'refuses %s as too short or with other characters',
    (password) => {
      expect(firstMessage(passwordUpdateRequestSchema.safeParse({ oldPassword: 'old', password }))).toBe(
        'validation.passwordTooShort',
      );
    },
  );

  it('takes up to 128 characters (ASVS asks for at least 64) at registration, change and reset', () => {
    expect(PASSWORD_MAX_LENGTH).toBeGreaterThanOrEqual(64);
    const token = 'A'.repeat(43);
    for (const length of [64, PASSWORD_MAX_LENGTH]) {
      const password = `Ab1.${'x'.repeat(length - 4)}`;
      expect(passwordUpdateRequestSchema.safeParse({ oldPassword: 'old', password }).success).toBe(true);
      expect(registrationPasswordSchema.safeParse(password).success).toBe(true);
      expect(passwordResetRequestSchema.safeParse({ token, password }).success).toBe(true);
    }
    const tooLong = `Ab1.${'x'.repeat(PASSWORD_MAX_LENGTH - 3)}`;
    expect(firstMessage(passwordUpdateRequestSchema.safeParse({ oldPassword: 'old', password: tooLong }))).toBe(
      'validation.passwordTooLong',
    );
  });

  it('requires the confirmation to match', () => {
    const result = changePasswordFormSchema.safeParse({
      oldPassword: 'old',
      password: 'Abc12345!',
      confirmPassword: 'Abc12345?',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'confirmPassword',
      'validation.passwordMismatch',
    ]);
  });

  it('names every missing field', () => {
    const result = changePasswordFormSchema.safeParse({ oldPassword: '', password: '', confirmPassword: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([
        'validation.currentPasswordRequired',
        'validation.newPasswordRequired',
        'validation.confirmPasswordRequired',
      ]),
    );
  });
});
