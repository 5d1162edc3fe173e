import { describe, expect, it } from 'vitest';
import { recoveryToken } from './recovery-token';

describe('recoveryToken', () => {
  it.each([
    ['reset=abcDEF123_-', 'abcDEF123_-'],
    ['kamal=abc', 'abc'],
    ['a=b=abc', 'abc'],
    ['abc', 'abc'],
    ['reset=', ''],
    [undefined, ''],
  ])('reads the token of "%s" as "%s"', (id, token) => {
    expect(recoveryToken(id)).toBe(token);
  });
});
