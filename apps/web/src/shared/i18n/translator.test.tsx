import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { createTranslator, type TranslationKey } from './translator';
import { useTranslation } from './use-translation';

// Keys of a made-up catalogue, outside the app's typed keys.
const key = (name: string) => name as TranslationKey;

function translator() {
  return createTranslator('en', {
    cart: { items_one: '{{count}} item', items_other: '{{count}} items', title: 'Cart of {{name}}' },
    plain: 'Plain',
  });
}

describe('translator', () => {
  it('fills placeholders and leaves one without a value as written', () => {
    const { t } = translator();
    expect(t(key('cart.title'), { name: 'Nimal' })).toBe('Cart of Nimal');
    expect(t(key('cart.title'))).toBe('Cart of {{name}}');
    expect(t(key('cart.title'), { other: 1 })).toBe('Cart of {{name}}');
  });

  it("picks the plural form by the language's rules", () => {
    const { t } = translator();
    expect(t(key('cart.items'), { count: 1 })).toBe('1 item');
    expect(t(key('cart.items'), { count: 0 })).toBe('0 items');
    expect(t(key('cart.items'), { count: 12 })).toBe('12 items');
  });

  it('shows a missing key as the key', () => {
    expect(translator().t(key('cart.missing'))).toBe('cart.missing');
  });

  it('switches language, falling back to English for what the new catalogue lacks', () => {
    const translate = translator();
    translate.addMessages('si', { cart: { title: '{{name}} ගේ කරත්තය' } });
    translate.changeLanguage('si');
    expect(translate.t(key('cart.title'), { name: 'Nimal' })).toBe('Nimal ගේ කරත්තය');
    expect(translate.t(key('plain'))).toBe('Plain');
  });

  it('adds a group without losing the rest', () => {
    const translate = translator();
    translate.addMessages('en', { cart: { empty: 'Empty' } });
    expect(translate.t(key('cart.empty'))).toBe('Empty');
    expect(translate.t(key('cart.title'), { name: 'A' })).toBe('Cart of A');
  });
});

function Footer() {
  const { t } = useTranslation();
  return <p>{t('footer.version', { version: '1.0' })}</p>;
}

describe('useTranslation', () => {
  it('renders again in a language added and chosen later', () => {
    render(<Footer />);
    expect(screen.getByText('Version 1.0')).toBeInTheDocument();
    act(() => {
      i18n.addMessages('si', { footer: { version: 'අනුවාදය {{version}}' } });
      i18n.changeLanguage('si');
    });
    expect(screen.getByText('අනුවාදය 1.0')).toBeInTheDocument();
    act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Version 1.0')).toBeInTheDocument();
  });
});
