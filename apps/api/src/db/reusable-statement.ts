import { is, Param, Placeholder, sql } from 'drizzle-orm';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** What Drizzle keeps of a database or transaction, read here and in pipelining.ts only (decision 0027). */
interface SessionInternals {
  dialect: object;
  session: { client: unknown };
}

const statementNames = new Set<string>();

type Built<Result> = PgPreparedQuery<PreparedQueryConfig & { execute: Result }>;

/** The placeholders a built statement takes values for. */
function placeholderNames(built: Built<unknown>): Set<string> {
  const names = new Set<string>();
  for (const param of built.getQuery().params) {
    if (is(param, Placeholder)) names.add(param.name);
    else if (is(param, Param) && is(param.value, Placeholder)) names.add(param.value.name);
  }
  return names;
}

/**
 * A statement Drizzle builds once, with `sql.placeholder`s for its values, and runs on whichever
 * database it is given: the pool or the caller's transaction (decision 0027). Drizzle's own prepare()
 * binds a built query to the session it was built on, so a service that runs inside its caller's
 * transaction rebuilt its statements on every call: 100-200 µs each for the wide ones, a quarter of the
 * api's CPU in a postpaid subscribe.
 *
 * The query is built on the first call for each Drizzle instance (its dialect) and then run with the
 * given database's driver client in place of the one it was built with; `name` is the statement's
 * server-side name on PostgreSQL, so it must be unique (checked here).
 */
export function reusableStatement<Values extends Record<string, unknown>, Result>(
  name: string,
  build: (db: DbOrTx) => { prepare(name: string): Built<Result> },
): (db: DbOrTx, values: Values) => Promise<Result> {
  if (statementNames.has(name)) throw new Error(`reusableStatement: the name ${name} is taken`);
  statementNames.add(name);
  const builtFor = new WeakMap<object, { built: Built<Result>; placeholders: Set<string> }>();
  return (db, values) => {
    const { dialect, session } = db as unknown as SessionInternals;
    let statement = builtFor.get(dialect);
    if (!statement) {
      const built = build(db).prepare(name);
      statement = { built, placeholders: placeholderNames(built) };
      builtFor.set(dialect, statement);
    }
    // Drizzle refuses a missing value; a value with no placeholder would be dropped without a word.
    for (const key of Object.keys(values)) {
      if (!statement.placeholders.has(key)) throw new Error(`reusableStatement ${name}: no placeholder for ${key}`);
    }
    const onThisSession: Built<Result> = Object.create(statement.built, { client: { value: session.client } });
    return onThisSession.execute(values);
  };
}

/** `{ name: sql.placeholder('name') }` for each name: the values a statement built once takes at each run. */
export function placeholders<const Names extends readonly string[]>(...names: Names) {
  return Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as {
    [Name in Names[number]]: Placeholder<Name>;
  };
}
