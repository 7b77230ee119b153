import { isUniqueViolation as isDirectUniqueViolation } from '../../lib/errors.js';

/** unique_violation, whether raised by pg directly or wrapped by drizzle (DrizzleQueryError.cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (isDirectUniqueViolation(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
