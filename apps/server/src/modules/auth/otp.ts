import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_MESSAGES, OTP_RESEND_SECONDS, OTP_TTL_SECONDS, SIGNUP_VERIFICATION_TTL_SECONDS } from '@kairox/contract';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/database.js';
import { otpCodes } from '../../db/schema.js';
import { badRequest, tooManyRequests } from '../../lib/errors.js';
import type { Mail } from '../../lib/mailer.js';

export type OtpPurpose = 'signup' | 'password_reset';

function hashCode(secret: string, purpose: OtpPurpose, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${email}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Issues a new code for (email, purpose): refuses within 60 s of the previous one, retires older
 * codes, stores only the HMAC, and mails the code when `mail` is given. The mail goes out after the
 * commit, so a slow mail server never holds a database connection (the embedded database has
 * one); if it fails, the mailer logs it and the user asks for a new code once the wait is over.
 */
export async function issueOtp(ctx: AppContext, email: string, purpose: OtpPurpose, mail: ((code: string) => Mail) | null): Promise<void> {
  const code = await storeNewCode(ctx, email, purpose);
  if (mail) await ctx.mailer.send(mail(code));
}

/** Stores the HMAC of a fresh code in one transaction and returns the code. */
async function storeNewCode(ctx: AppContext, email: string, purpose: OtpPurpose): Promise<string> {
  return ctx.database.db.transaction(async (tx) => {
    const [latest] = await tx
      .select({ age: sql<number>`extract(epoch from (now() - ${otpCodes.createdAt}))::float8` })
      .from(otpCodes)
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1)
      .for('update');
    if (latest && latest.age < OTP_RESEND_SECONDS) {
      const wait = Math.ceil(OTP_RESEND_SECONDS - latest.age);
      throw tooManyRequests(OTP_MESSAGES.resendWait(wait), wait);
    }
    await tx
      .update(otpCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
    const code = generateCode();
    await tx.insert(otpCodes).values({
      email,
      purpose,
      codeHash: hashCode(ctx.otpSecret, purpose, email, code),
      expiresAt: sql`now() + make_interval(secs => ${OTP_TTL_SECONDS})`,
    });
    return code;
  });
}

/**
 * Checks a code against the newest live one. A wrong guess is counted (and kept, even when the
 * caller's transaction fails later); the fifth wrong guess retires the code. Returns the code's id.
 */
export async function checkOtp(db: DbOrTx, secret: string, email: string, purpose: OtpPurpose, code: string) {
  const [row] = await db
    .select({
      id: otpCodes.id,
      codeHash: otpCodes.codeHash,
      attempts: otpCodes.attempts,
      expired: sql<boolean>`${otpCodes.expiresAt} <= now()`,
    })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt), isNull(otpCodes.verifiedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!row) throw badRequest(OTP_MESSAGES.invalid);
  if (row.expired) throw badRequest(OTP_MESSAGES.expired);
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw badRequest(OTP_MESSAGES.tooManyAttempts);
  if (!sameHash(row.codeHash, hashCode(secret, purpose, email, code))) {
    const [updated] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, row.id))
      .returning({ attempts: otpCodes.attempts });
    throw badRequest((updated?.attempts ?? 0) >= OTP_MAX_ATTEMPTS ? OTP_MESSAGES.tooManyAttempts : OTP_MESSAGES.invalid);
  }
  return row.id;
}

/** Marks a checked sign-up code as verified: the email may now register a tenant for an hour. */
export async function markVerified(db: DbOrTx, otpId: number) {
  await db
    .update(otpCodes)
    .set({ verifiedAt: sql`now()` })
    .where(eq(otpCodes.id, otpId));
}

/** Uses a code up; returns false when another request already did (single use under races). */
export async function consumeOtp(db: DbOrTx, otpId: number): Promise<boolean> {
  const used = await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpCodes.id, otpId), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return used.length === 1;
}

/** Uses up the email's server-side sign-up verification; false when there is none fresh enough. */
export async function consumeSignupVerification(db: DbOrTx, email: string): Promise<boolean> {
  const used = await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(otpCodes.email, email),
        eq(otpCodes.purpose, 'signup'),
        isNull(otpCodes.consumedAt),
        isNotNull(otpCodes.verifiedAt),
        gt(otpCodes.verifiedAt, sql`now() - make_interval(secs => ${SIGNUP_VERIFICATION_TTL_SECONDS})`),
      ),
    )
    .returning({ id: otpCodes.id });
  return used.length > 0;
}

/** Drops codes that can no longer be used (run by the maintenance job). */
export async function purgeOtpCodes(db: DbOrTx) {
  await db.delete(otpCodes).where(sql`${otpCodes.createdAt} < now() - interval '2 days'`);
}
