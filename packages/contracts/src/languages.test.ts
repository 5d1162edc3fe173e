import { describe, expect, it } from 'vitest';
import { isUiLanguage, uiLanguageOfAcceptLanguage } from './languages';

describe('uiLanguageOfAcceptLanguage', () => {
  it('takes the first of our languages by q-value, matched by primary subtag', () => {
    expect(uiLanguageOfAcceptLanguage('si')).toBe('si');
    expect(uiLanguageOfAcceptLanguage('ta-LK,ta;q=0.9,en;q=0.8')).toBe('ta');
    expect(uiLanguageOfAcceptLanguage('fr-FR, en;q=0.5, si;q=0.7')).toBe('si');
    expect(uiLanguageOfAcceptLanguage('TA')).toBe('ta');
  });

  it('falls back to English for none, an unknown language, q=0 or nonsense', () => {
    expect(uiLanguageOfAcceptLanguage(undefined)).toBe('en');
    expect(uiLanguageOfAcceptLanguage('')).toBe('en');
    expect(uiLanguageOfAcceptLanguage('fr, de;q=0.5')).toBe('en');
    expect(uiLanguageOfAcceptLanguage('si;q=0')).toBe('en');
    expect(uiLanguageOfAcceptLanguage('*')).toBe('en');
    expect(uiLanguageOfAcceptLanguage(';;;,,,q=')).toBe('en');
  });
});

describe('isUiLanguage', () => {
  it('knows en, si and ta only', () => {
    expect(['en', 'si', 'ta', 'fr', 'EN', 1].map(isUiLanguage)).toEqual([true, true, true, false, false, false]);
  });
});
