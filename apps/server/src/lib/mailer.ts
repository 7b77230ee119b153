import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /**
   * Delivers one mail, or logs why it could not (recipient and error only: subjects and bodies
   * hold one-time codes). It never rejects: callers send after their work is committed, and the
   * user can ask for the mail again.
   */
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Limits for an SMTP server that accepts the connection and then stalls (nodemailer's own are
 * 2 min, 30 s and 10 min). Query parameters of SMTP_URL override them, e.g. `?socketTimeout=60000`.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** With SMTP_URL, mail goes out over SMTP; otherwise each mail becomes one JSON file in the outbox. */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; logger: Logger }): Mailer {
  const deliver = options.smtpUrl ? smtpDelivery(options.smtpUrl, options.from, options.logger) : outboxDelivery(options);
  return {
    send: (mail) => deliver.send(mail).catch((error: unknown) => options.logger.error({ to: mail.to, err: error }, 'mail failed')),
    close: deliver.close,
  };
}

/** One way of delivering mail: `send` rejects when the mail did not go out. */
interface Delivery {
  send(mail: Mail): Promise<void>;
  close(): void;
}

function smtpDelivery(smtpUrl: string, from: string, logger: Logger): Delivery {
  // Built by hand: createTransport({ url }) would drop every option beside the URL's own.
  const transport = nodemailer.createTransport(new SMTPTransport({ ...SMTP_TIMEOUTS, url: smtpUrl }));
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      logger.info({ to: mail.to, messageId: info.messageId }, 'mail sent');
    },
    close: () => transport.close(),
  };
}

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

function outboxDelivery(options: { from: string; dataDir: string; logger: Logger }): Delivery {
  const dir = outboxDir(options.dataDir);
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const createdAt = new Date().toISOString();
      // Sortable by time, unique across processes.
      const file = path.join(dir, `${createdAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`);
      await writeFile(file, JSON.stringify({ from: options.from, ...mail, createdAt }, null, 2), { mode: 0o600 });
      options.logger.info({ to: mail.to, file }, 'mail written to outbox');
    },
    close: () => undefined,
  };
}
