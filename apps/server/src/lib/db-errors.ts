import type { AppError } from './errors.js';

/** PostgreSQL error codes the services answer for (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const DEADLOCK_DETECTED = '40P01';

/**
 * The SQLSTATE of a database error, found anywhere in its `cause` chain: Drizzle wraps the
 * driver's error in a `DrizzleQueryError`, a transaction may wrap it again.
 */
export function databaseErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 8; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** A concurrent insert or update won a race for a unique key. */
export const isUniqueViolation = (error: unknown) => databaseErrorCode(error) === UNIQUE_VIOLATION;

/** A referenced row is gone (insert) or a row is still referenced (delete). */
export const isForeignKeyViolation = (error: unknown) => databaseErrorCode(error) === FOREIGN_KEY_VIOLATION;

/** Runs of a transaction that PostgreSQL may end to break a deadlock, counting the first. */
const DEADLOCK_RUNS = 3;

/**
 * Runs `transaction` again when PostgreSQL ended it to break a deadlock: it was rolled back whole,
 * so another run is safe. Transactions that lock applications in id order first cannot deadlock
 * with each other, but a statement that locks many rows (a cascade, a batch update) takes them in
 * its own order, and a request must not fail for losing that race.
 */
export async function retryOnDeadlock<T>(transaction: () => Promise<T>): Promise<T> {
  for (let run = 1; ; run += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (run >= DEADLOCK_RUNS || databaseErrorCode(error) !== DEADLOCK_DETECTED) throw error;
    }
  }
}

export interface ConstraintAnswers {
  /** The answer to a unique violation (usually 409). */
  unique?: () => AppError;
  /** The answer to a foreign-key violation (404 when the parent vanished, 409 when children remain). */
  foreignKey?: () => AppError;
}

/**
 * The one place database constraint errors become client answers: returns the route's documented
 * answer for a unique or foreign-key violation, or the error itself. Use as
 * `catch (error) { throw answerForConstraint(error, { unique: () => conflict(...) }); }`.
 */
export function answerForConstraint(error: unknown, answers: ConstraintAnswers): unknown {
  if (answers.unique && isUniqueViolation(error)) return answers.unique();
  if (answers.foreignKey && isForeignKeyViolation(error)) return answers.foreignKey();
  return error;
}
