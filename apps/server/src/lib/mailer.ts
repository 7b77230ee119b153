import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Logger } from 'pino';
import { writeFileAtomically } from './atomic-file.js';

/** A file sent with a mail; a `text/calendar` one is sent as the mail's calendar invitation. */
export interface MailAttachment {
  filename: string;
  content: string;
  /** e.g. 'text/calendar; method=REQUEST; charset=UTF-8' */
  contentType: string;
  /** 'base64': `content` is a binary file in base64 (a data export's zip); otherwise it is text. */
  encoding?: 'base64';
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /**
   * Delivers one mail, or logs why it could not (recipient and error only: subjects and bodies
   * hold one-time codes). It never rejects: callers send after their work is committed, and the
   * user can ask for the mail again.
   */
  send(mail: Mail): Promise<void>;
  /** Delivers one mail and rejects when it did not go out, for a caller that retries (the candidate email queue). */
  deliver(mail: Mail): Promise<void>;
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
    deliver: (mail) => deliver.send(mail),
    close: deliver.close,
  };
}

/** One way of delivering mail: `send` rejects when the mail did not go out. */
interface Delivery {
  send(mail: Mail): Promise<void>;
  close(): void;
}

function smtpDelivery(smtpUrl: string, from: string, logger: Logger): Delivery {
  // nodemailer is loaded with the first mail: a server that writes to the outbox never holds it.
  let transport: Promise<Transporter<SMTPTransport.SentMessageInfo>> | undefined;
  const openTransport = () =>
    (transport ??= Promise.all([import('nodemailer'), import('nodemailer/lib/smtp-transport/index.js')]).then(
      // Built by hand: createTransport({ url }) would drop every option beside the URL's own.
      ([{ default: nodemailer }, { default: SMTPTransportClass }]) =>
        nodemailer.createTransport(new SMTPTransportClass({ ...SMTP_TIMEOUTS, url: smtpUrl })),
    ));
  return {
    async send(mail) {
      const { attachments, ...content } = mail;
      const info = await (await openTransport()).sendMail({ from, ...content, ...smtpAttachments(attachments ?? []) });
      logger.info({ to: mail.to, messageId: info.messageId }, 'mail sent');
    },
    // A transport that failed to open has nothing to close.
    close: () =>
      void transport?.then(
        (opened) => opened.close(),
        () => undefined,
      ),
  };
}

/**
 * Calendar files go as nodemailer's `icalEvent` (an alternative part with the invitation's METHOD,
 * which calendar programs offer to accept), the others as plain attachments.
 */
function smtpAttachments(attachments: readonly MailAttachment[]): Pick<SendMailOptions, 'attachments' | 'icalEvent'> {
  const calendar = attachments.find((file) => file.contentType.toLowerCase().startsWith('text/calendar'));
  const method = calendar && /method=([A-Za-z]+)/i.exec(calendar.contentType)?.[1];
  return {
    attachments: attachments
      .filter((file) => file !== calendar)
      .map(({ filename, content, contentType, encoding }) => ({ filename, content, contentType, encoding })),
    ...(calendar
      ? { icalEvent: { filename: calendar.filename, content: calendar.content, ...(method ? { method: method.toUpperCase() } : {}) } }
      : {}),
  };
}

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/** Mails this process has written to an outbox, so that two written in the same millisecond keep their order. */
let outboxSequence = 0;

function outboxDelivery(options: { from: string; dataDir: string; logger: Logger }): Delivery {
  const dir = outboxDir(options.dataDir);
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const createdAt = new Date().toISOString();
      // Sortable by time, and within one millisecond by this process's sending order; unique across processes.
      outboxSequence += 1;
      const file = path.join(dir, `${createdAt.replace(/[:.]/g, '-')}-${String(outboxSequence).padStart(9, '0')}-${randomUUID().slice(0, 8)}.json`);
      // Whole or not at all: the outbox is read while mail is being written.
      await writeFileAtomically(file, JSON.stringify({ from: options.from, ...mail, createdAt }, null, 2));
      options.logger.info({ to: mail.to, file }, 'mail written to outbox');
    },
    close: () => undefined,
  };
}
