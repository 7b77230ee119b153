import type { BulkEmailResponse, BulkTarget } from '@kairox/contract';
import type { AppContext } from '../../context.js';
import { consumeRateLimit, type RateLimit } from '../../lib/rate-limiter.js';
import { idsMatchingFilter } from './application-search.service.js';
import { applicationNotFound } from './applications.service.js';
import { findOrganizationName, findRecipients } from './bulk-email.repository.js';

/** Bulk mails per organisation: a recruiter's real use is a few a day; each may reach 500 candidates. */
export const BULK_EMAIL_RATE_LIMIT: RateLimit = { name: 'bulk-email:org', max: 20, windowSeconds: 60 * 60 };
/** Mails handed to the mailer at once: an SMTP server is not flooded, and 500 mails do not go one by one. */
const SEND_CONCURRENCY = 5;

export interface BulkEmail {
  target: BulkTarget;
  subject: string;
  message: string;
}

/**
 * POST /api/applications/bulk-email: the message, signed with the organisation's name (the mailer
 * has one sender for the platform), to each distinct address among the applications. All or
 * nothing on ownership: one id that is not the organisation's sends no mail. A filter is resolved
 * to the ids of the organisation's applications it matches.
 */
export async function emailCandidates(ctx: AppContext, orgId: number, { target, subject, message }: BulkEmail): Promise<BulkEmailResponse> {
  const { db } = ctx.database;
  const ids = target.filter ? await idsMatchingFilter(db, orgId, target.filter) : target.ids;
  const rows = await findRecipients(db, orgId, ids);
  // A filter's application deleted meanwhile is simply not mailed.
  if (!target.filter && rows.length !== ids.length) throw applicationNotFound();
  // Counted only once the call would send: probing ids costs nothing here and learns nothing.
  await consumeRateLimit(db, BULK_EMAIL_RATE_LIMIT, String(orgId));
  const orgName = (await findOrganizationName(db, orgId)) ?? '';

  const emails = rows.map((row) => row.email?.trim() ?? '');
  const skipped = emails.filter((email) => !email).length;
  // A candidate who applied to two of the chosen jobs gets the mail once, at the address of his first application.
  const byAddress = new Map<string, string>();
  for (const email of emails) if (email && !byAddress.has(email.toLowerCase())) byAddress.set(email.toLowerCase(), email);
  const recipients = [...byAddress.values()];
  const text = orgName ? `${message}\n\n-- \n${orgName}` : message;
  for (let start = 0; start < recipients.length; start += SEND_CONCURRENCY) {
    await Promise.all(recipients.slice(start, start + SEND_CONCURRENCY).map((to) => ctx.mailer.send({ to, subject, text })));
  }
  return { sent: recipients.length, skipped };
}
