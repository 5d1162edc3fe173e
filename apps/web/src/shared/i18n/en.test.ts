import { messages } from '@selfcare/contracts';
import { describe, expect, it } from 'vitest';
import { en, webMessages } from './en';
import { i18n } from './i18n';

describe('English catalogue', () => {
  it('keeps every contracts message group unchanged', () => {
    for (const group of Object.keys(webMessages)) expect(Object.keys(messages)).not.toContain(group);
    expect(en.validation).toEqual(messages.validation);
    expect(en.errors).toEqual(messages.errors);
  });

  it('fills placeholders', () => {
    expect(i18n.t('footer.copyright', { year: 2025 })).toBe('© 2025 Sri Lanka Telecom PLC. All rights reserved.');
  });
});
