import {
  LOCAL_MOBILE_PATTERN,
  PREPAID_MOBILE_PATTERN,
  REGISTRATION_COUNTRY,
  SRI_LANKA_DIALLING_PREFIX,
} from '@selfcare/contracts';

const spaced = (nine: string) =>
  `${SRI_LANKA_DIALLING_PREFIX} ${nine.slice(0, 2)} ${nine.slice(2, 5)} ${nine.slice(5)}`;

/**
 * The mobile number a registration typed, as the subscriber knows it and spaced for reading: a type 7
 * number typed after the form's +94 (or stored with it) reads '+94 77 123 4567', a local one
 * '077 123 4567'; anything else is shown as it was typed.
 */
export function readableNumber(typed: string, country: string | undefined): string {
  if (country === REGISTRATION_COUNTRY && PREPAID_MOBILE_PATTERN.test(typed)) return spaced(typed);
  const stored = typed.startsWith(SRI_LANKA_DIALLING_PREFIX) ? typed.slice(SRI_LANKA_DIALLING_PREFIX.length) : null;
  if (stored !== null && PREPAID_MOBILE_PATTERN.test(stored)) return spaced(stored);
  if (LOCAL_MOBILE_PATTERN.test(typed)) return `${typed.slice(0, 3)} ${typed.slice(3, 6)} ${typed.slice(6)}`;
  return typed;
}
