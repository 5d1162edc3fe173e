import { describe, expect, it } from 'vitest';
import { firstPaintCatalogue } from './en';
import { pageMessages } from './en-pages';
import { catalogue as sinhala } from './locales/si/catalogue';
import { catalogue as tamil } from './locales/ta/catalogue';

// Issue 9: every text of the English catalogue (contracts' messages, the first paint's strings and every
// page's, each plural form a key of its own) is in Sinhala and in Tamil, not empty, with the same
// {{placeholders}}; and neither has a key English lacks (a misspelt key would never be shown).

/** Every text of a catalogue by its dotted key; a group where a text should be is kept as a non-text. */
function texts(catalogue: object, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'object' && value !== null) {
      for (const [inner, text] of texts(value, `${prefix}${key}.`)) found.set(inner, text);
    } else found.set(`${prefix}${key}`, value);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const english = texts({ ...firstPaintCatalogue, ...pageMessages });

describe.each([
  ['Sinhala', sinhala],
  ['Tamil', tamil],
])('the %s catalogue', (_name, catalogue) => {
  const translated = texts(catalogue);

  it('has every key of the English catalogue', () => {
    expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
  });

  it('has no key the English catalogue lacks', () => {
    expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('has a text, not empty, for every key', () => {
    const notText = [...translated].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(notText.map(([key]) => key)).toEqual([]);
  });

  it("keeps each text's placeholders, no more and no fewer", () => {
    const differing = [...english].flatMap(([key, text]) => {
      const other = translated.get(key);
      if (typeof text !== 'string' || typeof other !== 'string') return [];
      const [want, got] = [placeholders(text), placeholders(other)];
      return want.join() === got.join()
        ? []
        : [`${key}: {{${want.join('}}, {{')}}} in English, {{${got.join('}}, {{')}}}`];
    });
    expect(differing).toEqual([]);
  });
});
