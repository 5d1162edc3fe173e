/**
 * The choices of '/customer/selection' (spec 000 section 2): existing TV customers (1), the fixed-line
 * home broadband / voice customers, who choose their line on a second screen, mobile customers (6) and
 * other networks and card users (7). The spec shows 6 only with the query parameter `t`, and without
 * `t` it left for the operator's site; here a visitor without `t` stays in this portal's registration
 * (unless an external one is configured), so every choice is offered either way.
 */
export const FIXED_LINE_CHOICE = 'fixedline';
export type CustomerChoice = '1' | typeof FIXED_LINE_CHOICE | '6' | '7';

export const CUSTOMER_CHOICES: readonly CustomerChoice[] = ['1', FIXED_LINE_CHOICE, '6', '7'];

/** Where Proceed leads for a choice. */
export function nextStepOf(choice: CustomerChoice): '/account-login' | 'fixed-line' | '/personaldetails' {
  if (choice === '1') return '/account-login';
  if (choice === FIXED_LINE_CHOICE) return 'fixed-line';
  return '/personaldetails';
}

/** Spec 000 section 2: connection types with id 6 are moved to the front of any list they are in. */
export function withTypeSixFirst<Type extends { id: number | string }>(types: readonly Type[]): Type[] {
  const isSix = (type: Type) => Number(type.id) === 6;
  return [...types.filter(isSix), ...types.filter((type) => !isSix(type))];
}

/** The second screen lists only the connection types of the fixed-line broadband kind, type 6 first. */
export function fixedLineTypes<Type extends { id: number | string; kind: string }>(types: readonly Type[]): Type[] {
  return withTypeSixFirst(types.filter((type) => type.kind === 'broadband'));
}
