import { describe, expect, it } from 'vitest';
import { smsMessages, smsTextIn } from './sms';

const keys = Object.entries(smsMessages).flatMap(([group, texts]) =>
  Object.keys(texts).map((name) => `${group}.${name}`),
);

describe('smsTextIn', () => {
  it('has every SMS in Sinhala and Tamil, in their own words, with the same placeholders', () => {
    expect(keys.length).toBeGreaterThanOrEqual(5);
    for (const key of keys) {
      const english = smsTextIn('en', key);
      const placeholders = english.match(/\{\{\w+\}\}/g) ?? [];
      for (const language of ['si', 'ta'] as const) {
        const text = smsTextIn(language, key);
        expect(text, `${language} ${key}`).not.toBe(english);
        expect((text.match(/\{\{\w+\}\}/g) ?? []).sort(), `${language} ${key}`).toEqual([...placeholders].sort());
      }
    }
  });

  it('fills the placeholders', () => {
    const text = smsTextIn('si', 'renewal.cardExpiring', {
      brand: 'VISA',
      lastFour: '1292',
      expiry: '12/26',
      link: 'https://selfcare.example/profile?tab=3',
    });
    expect(text).toContain('VISA');
    expect(text).toContain('1292');
    expect(text).not.toContain('{{');
  });
});
