import { t } from './translate';

const KNOWN_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;
type KnownType = (typeof KNOWN_TYPES)[number];

/** The connection types staff choose from, in the spec's order (000, section 1). */
export const CONNECTION_TYPES: readonly number[] = KNOWN_TYPES;

/** A connection type as staff read it: its number and what it is ("6 · Mobitel"). */
export function connectionTypeName(type: number): string {
  return (KNOWN_TYPES as readonly number[]).includes(type) ? t(`connectionType.${type as KnownType}`) : String(type);
}
