/** Joins class names, skipping the missing ones (CSS-module lookups are typed as possibly undefined). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
