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
