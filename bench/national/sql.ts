// SQL expressions every table group shares. Rows are made inside PostgreSQL (INSERT ... SELECT over
// generate_series), and every "random" choice is a hash of the row's own key rather than random(), so
// the same arguments give the same rows.

/** A number in [0, 2^60) from a text key: md5's first 15 hex digits. */
export const hash = (key: string) => `('x' || left(md5(${key}), 15))::bit(60)::bigint`;

/** A version-4-shaped uuid from a text key (the api's uuid validation accepts only RFC 9562 variants). */
export const uuidFrom = (key: string) => `overlay(overlay(md5(${key}) placing '4' from 13) placing '8' from 17)::uuid`;

/** The element of a text array a hash picks. */
export const pick = (values: readonly string[], key: string) =>
  `(array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}])[1 + ${hash(key)} % ${values.length}]`;

/** SSCL (2.5641%) on the price, then VAT (18%) on the price and SSCL: the seed's tax rates (seed/promotions/taxes.ts). */
export const taxOn = (price: string) =>
  `(round(${price} * 0.025641, 2) + round((${price} + round(${price} * 0.025641, 2)) * 0.18, 2))`;

/** The generated data's "now": a fixed instant, so that a run another day makes the same rows. */
export const asOf = (date: string) => `'${date}T12:00:00Z'::timestamptz`;
