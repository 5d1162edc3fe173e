import { messages } from '@selfcare/contracts';
import { describe, expect, it } from 'vitest';
import { firstPaintCatalogue as en, webMessages } from './en';
import { pageMessages } from './en-pages';
import { i18n, loadPageMessages } from './i18n';

describe('English catalogue', () => {
  it('keeps every contracts message group unchanged', () => {
    for (const group of [...Object.keys(webMessages), ...Object.keys(pageMessages)]) {
      expect(Object.keys(messages)).not.toContain(group);
    }
    for (const group of Object.keys(pageMessages)) expect(Object.keys(webMessages)).not.toContain(group);
    expect(en.validation).toEqual(messages.validation);
    expect(en.errors).toEqual(messages.errors);
  });

  it('fills placeholders', () => {
    expect(i18n.t('footer.copyright', { year: 2025 })).toBe('© 2025 Sri Lanka Telecom PLC. All rights reserved.');
  });

  it("adds the pages' groups when they are loaded", async () => {
    await loadPageMessages();
    expect(i18n.messagesOf('en')).toMatchObject(pageMessages);
  });
});
