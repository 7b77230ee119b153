import { forgotPasswordRequestSchema, RESET_MESSAGES } from '@kairox/contract';
import { z } from 'zod';

/** What the code step's fields hold: the reset request without the email (the first step's), plus the confirmation. */
export interface ResetCodeValues {
  otp: string;
  domainId: string;
  newPassword: string;
  confirmPassword: string;
}

/** The code step's fields in screen order; the step states the first of their problems. */
export const RESET_CODE_FIELDS = ['otp', 'domainId', 'newPassword', 'confirmPassword'] as const satisfies ReadonlyArray<keyof ResetCodeValues>;

/** The fields left empty; the code and the domain count as empty when only spaces were typed. */
function blankFields({ otp, domainId, newPassword, confirmPassword }: ResetCodeValues): Array<keyof ResetCodeValues> {
  const entered: ResetCodeValues = { otp: otp.trim(), domainId: domainId.trim(), newPassword, confirmPassword };
  return RESET_CODE_FIELDS.filter((field) => !entered[field]);
}

/**
 * The code step (spec section 5, reset): first every field filled, then matching passwords, and
 * only then the rules of the reset request itself (forgotPasswordRequestSchema: a 6-digit code, the
 * minimum password length...), which the server checks the same way. The pipe stops at the first
 * stage that fails, so the problems come in this order.
 */
export const resetCodeFormSchema = z
  .object({ otp: z.string(), domainId: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    const blank = blankFields(values);
    for (const field of blank) ctx.addIssue({ code: 'custom', path: [field], message: RESET_MESSAGES.fillAllFields });
    if (blank.length === 0 && values.newPassword !== values.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: RESET_MESSAGES.passwordsDoNotMatch });
    }
  })
  .pipe(forgotPasswordRequestSchema.omit({ email: true }).extend({ confirmPassword: z.string() }));
export type ResetCodeOutput = z.output<typeof resetCodeFormSchema>;
