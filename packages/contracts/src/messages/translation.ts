/**
 * A translation of an English catalogue (contracts' `messages`, or one of the web app's groups): the same
 * keys, each text in another language. Optional here so a key added in English does not break the build
 * of every language at once; the completeness test of the web app's catalogue fails on any key missing.
 */
export type Translation<T> = {
  readonly [K in keyof T]?: T[K] extends string ? string : Translation<T[K]>;
};
