import { z } from 'zod';
import { normalizeEmail } from '../validators.js';
import { EMAIL_PATTERN } from '../validators.js';
import { storableString } from '../text.js';

/** Every error the API answers: `{ message, error }` with a 4xx status. */
export const errorResponseSchema = z
  .object({
    message: z.string(),
    error: z.string(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });

/**
 * The fields of a paged answer (spec section 3 "Paged responses", Spring's page shape): `content`
 * of `item`, then totalPages, totalElements, last, first, number (zero-based) and size. Spread
 * into each page's own `z.object`, so every page keeps its OpenAPI id and may add fields after.
 */
export const pageFields = <Item extends z.ZodType>(item: Item) => ({
  content: z.array(item),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
  last: z.boolean(),
  first: z.boolean(),
  number: z.number().int(),
  size: z.number().int(),
});

/** The largest id the database's integer columns hold. */
const MAX_ID = 2_147_483_647;

/** A positive id in a path: its digits (as a number), else `message`. */
export const idParam = (message: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(MAX_ID, message));

/** A positive id as a number or its digits (query strings and form values are text). */
export const positiveIdValue = (message: string) =>
  z.union(
    [
      z.number().int(message).min(1, message).max(MAX_ID, message),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/, message)
        .transform(Number)
        .pipe(z.number().int().min(1, message).max(MAX_ID, message)),
    ],
    { error: message },
  );

/** A whole number from min to max in a query string (a page, a page size), else `message`. */
export const wholeNumberParam = (message: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

/** A required, trimmed text field with the given message when blank. */
export const requiredText = (message: string, max = 200) =>
  storableString({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** A trimmed, lower-cased email that matches the spec's simple pattern. */
export const emailField = (requiredMessage: string, invalidMessage: string) =>
  storableString({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, invalidMessage)
    .regex(EMAIL_PATTERN, invalidMessage)
    .transform(normalizeEmail);
