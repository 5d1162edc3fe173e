import { describe, expect, it } from 'vitest';
import { t, validationText } from './translate';

describe('t', () => {
  it('fills placeholders and leaves unknown ones as written', () => {
    expect(t('staff.added', { name: 'Nimal' })).toBe(
      'Nimal was added. Their first sign-in sets up two-step verification.',
    );
    expect(t('staff.added')).toContain('{name}');
  });

  it('shows a contracts validation key as its English text, and any other message as it is', () => {
    expect(validationText('validation.emailRequired')).toBe('Email is required');
    expect(validationText('The end must come after the start.')).toBe('The end must come after the start.');
    expect(validationText(undefined)).toBeUndefined();
  });
});
