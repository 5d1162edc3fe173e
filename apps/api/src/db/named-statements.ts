import pg from 'pg';

/** Enough for every statement the api sends (the busiest test app names 170) with room to spare. */
export const DEFAULT_NAMED_STATEMENTS = 1000;

/**
 * Server-side names for the api's parameterised statements (decision 0026). A named statement is parsed
 * and planned by PostgreSQL once per connection and then only bound and executed; an unnamed one is
 * parsed and planned on every execution, which was a third of PostgreSQL's time in a postpaid subscribe.
 * A name is kept per distinct statement text for the life of the process; past `limit` texts a new one
 * runs unnamed, so a text made of a variable list (an `in` of n parameters) cannot grow every
 * connection's set of prepared statements without bound.
 */
export class StatementNames {
  readonly #names = new Map<string, string>();

  constructor(readonly limit: number) {}

  get size(): number {
    return this.#names.size;
  }

  /** The query as the driver should send it: named when it has parameters and a name is left for it. */
  named(config: unknown, values: unknown): unknown {
    if (!isUnnamedQueryConfig(config)) return config;
    const parameters = values === undefined ? config.values : values;
    if (!Array.isArray(parameters) || parameters.length === 0) return config;
    let name = this.#names.get(config.text);
    if (name === undefined) {
      if (this.#names.size >= this.limit) return config;
      name = `selfcare_${this.#names.size + 1}`;
      this.#names.set(config.text, name);
    }
    return { ...config, name };
  }
}

/** A plain query config (text, no name yet); not a pg Query or cursor, which send themselves. */
function isUnnamedQueryConfig(config: unknown): config is { text: string; name?: undefined; values?: unknown } {
  if (typeof config !== 'object' || config === null) return false;
  const candidate = config as { text?: unknown; name?: unknown; submit?: unknown };
  return typeof candidate.text === 'string' && candidate.name === undefined && typeof candidate.submit !== 'function';
}

/**
 * Every client the pool opens sends its parameterised statements named from `names`. The driver's own
 * query method is looked up on each call, so whatever wraps pg.Client's prototype (a test counting
 * statements) still sees every statement.
 */
export function nameStatements(pool: pg.Pool, names: StatementNames): void {
  pool.on('connect', (client) => {
    client.query = function (this: pg.PoolClient, config: unknown, values?: unknown, callback?: unknown) {
      return Reflect.apply(pg.Client.prototype.query, this, [names.named(config, values), values, callback]);
    } as typeof client.query;
  });
}
