import type { DbOrTx } from './database.js';

/**
 * One value per database handle, made on first use: a prepared query, or a cache of what the
 * database answered (every app, a test's too, has its own). A transaction handle gets its own.
 *
 * A prepared query is for the reads nearly every request makes: drizzle builds its SQL once, and
 * as a named statement PostgreSQL parses and plans it once per connection instead of on every
 * call. `create` calls `.prepare(name)` with a name no other query uses; its values are
 * `sql.placeholder`s.
 */
export function perDatabase<Value>(create: (db: DbOrTx) => Value): (db: DbOrTx) => Value {
  const values = new WeakMap<DbOrTx, Value>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = create(db);
      values.set(db, value);
    }
    return value;
  };
}
