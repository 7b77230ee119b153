import type { AppError } from './errors.js';

/** PostgreSQL error codes the services answer for (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

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
