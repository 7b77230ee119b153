import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One mail the server wrote to DATA_DIR/outbox (no SMTP configured). */
interface OutboxMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with it (an interview's .ics). */
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
  createdAt: string;
  file: string;
}

/** Every mail in the outbox, oldest first. A file still being written is skipped. */
async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const mails: OutboxMail[] = [];
  for (const name of names.filter((entry) => entry.endsWith('.json')).sort()) {
    const file = path.join(dir, name);
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as Omit<OutboxMail, 'file'>;
      mails.push({ ...parsed, file });
    } catch {
      // half-written; the next poll sees it whole
    }
  }
  return mails.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.file.localeCompare(b.file));
}

function recipients(mail: OutboxMail): string[] {
  const to = mail.to as unknown;
  const list = Array.isArray(to) ? to : [to];
  return list.map((entry) => String(entry).toLowerCase());
}

/**
 * The 6-digit code of the newest mail to `email` (sent at or after `since`, when given), polling
 * the outbox for up to `timeoutMs`. OTP mails say e.g. 'Your code: 123456'.
 */
export async function latestCode(dataDir: string, email: string, options: { since?: Date; timeoutMs?: number } = {}): Promise<string> {
  const wanted = email.toLowerCase();
  const since = options.since?.toISOString() ?? '';
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const mails = (await readOutbox(dataDir)).filter((mail) => recipients(mail).some((to) => to.includes(wanted)) && mail.createdAt >= since);
    const newest = mails.at(-1);
    const code = newest?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > deadline) {
      throw new Error(`No mail with a 6-digit code to ${email} in ${path.join(dataDir, 'outbox')} within ${options.timeoutMs ?? 10_000} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The newest mail to `email` whose subject matches, polling the outbox for up to `timeoutMs` (candidate emails go out through the queue). */
export async function waitForMail(dataDir: string, email: string, subject: RegExp | string, timeoutMs = 20_000): Promise<OutboxMail> {
  const wanted = email.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readOutbox(dataDir))
      .filter(
        (entry) => recipients(entry).includes(wanted) && (typeof subject === 'string' ? entry.subject === subject : subject.test(entry.subject)),
      )
      .at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${email} with subject ${String(subject)} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
