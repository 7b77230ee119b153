import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** With SMTP_URL, mail goes out over SMTP; otherwise each mail becomes one JSON file in the outbox. */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; logger: Logger }): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from, options.logger) : outboxMailer(options);
}

function smtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      logger.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
    },
    close: () => transport.close(),
  };
}

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

function outboxMailer(options: { from: string; dataDir: string; logger: Logger }): Mailer {
  const dir = outboxDir(options.dataDir);
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const createdAt = new Date().toISOString();
      // Sortable by time, unique across processes.
      const file = path.join(dir, `${createdAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`);
      await writeFile(file, JSON.stringify({ from: options.from, ...mail, createdAt }, null, 2), { mode: 0o600 });
      options.logger.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
    close: () => undefined,
  };
}
