import type { Catalogue } from './en';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<Key> = Key extends `${infer Base}_${PluralForm}` ? Base : Key;

/** Every key of the English catalogue; a plural's forms (`devices_one`, `devices_other`) under one key. */
export type TranslationKey = WithoutPlural<Leaves<Catalogue>>;
/** Values for a text's `{{name}}` placeholders; `count` also picks the plural form. */
export type TranslationValues = Record<string, string | number>;
export type TFunction = (key: TranslationKey, values?: TranslationValues) => string;

interface Messages {
  [key: string]: string | Messages;
}

function lookUp(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function merged(into: Messages, from: Messages): Messages {
  const result: Messages = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = result[key];
    result[key] = typeof value === 'object' && typeof existing === 'object' ? merged(existing, value) : value;
  }
  return result;
}

/**
 * The catalogue and the language the app shows, with i18next's conventions for the catalogue itself
 * (decision 0016): nested groups addressed with dots, `{{name}}` placeholders (a value not given is left
 * as written), and plurals as `key_one` / `key_other` chosen by the language's plural rules from `count`.
 * A key missing from the language falls back to English, then shows as the key itself.
 */
export function createTranslator(fallbackLanguage: string, fallbackMessages: Messages) {
  const catalogues = new Map<string, Messages>([[fallbackLanguage, fallbackMessages]]);
  const listeners = new Set<() => void>();
  let language = fallbackLanguage;
  let pluralRules = new Intl.PluralRules(language);

  const text = (key: string): string | undefined =>
    lookUp(catalogues.get(language), key) ?? lookUp(catalogues.get(fallbackLanguage), key);

  const t: TFunction = (key, values) => {
    const count = values?.count;
    const template =
      (typeof count === 'number' ? (text(`${key}_${pluralRules.select(count)}`) ?? text(`${key}_other`)) : undefined) ??
      text(key) ??
      key;
    if (!values) return template;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
  };

  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    t,
    get language() {
      return language;
    },
    /** Adds strings to a language's catalogue (a lazily loaded group, or a whole language). */
    addMessages(to: string, messages: Messages): void {
      catalogues.set(to, merged(catalogues.get(to) ?? {}, messages));
      notify();
    },
    messagesOf(of: string): Messages | undefined {
      return catalogues.get(of);
    },
    /** Shows `to` from now on; load its catalogue with addMessages first. */
    changeLanguage(to: string): void {
      language = to;
      pluralRules = new Intl.PluralRules(to);
      notify();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Translator = ReturnType<typeof createTranslator>;
