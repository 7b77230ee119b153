import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../testing/test-app.js';
import { createMailer } from './mailer.js';

const logger = pino({ level: 'silent' });
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kairox-mail-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('mailer', () => {
  it('writes one JSON file per mail to the outbox when no SMTP is configured', async () => {
    const mailer = createMailer({ from: 'Kairox <no-reply@kairox.test>', dataDir, logger });
    await mailer.send({ to: 'jane@acme.io', subject: 'First', text: 'one' });
    await mailer.send({ to: 'joe@acme.io', subject: 'Second', text: 'two', html: '<p>two</p>' });
    const mails = await readOutbox(dataDir);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ to: 'jane@acme.io', subject: 'First', text: 'one', from: 'Kairox <no-reply@kairox.test>' });
    expect(mails[1]).toMatchObject({ to: 'joe@acme.io', subject: 'Second' });
    expect(Date.parse(mails[0]!.createdAt)).not.toBeNaN();
  });

  it('sends through SMTP when SMTP_URL is set', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@kairox.test', dataDir, logger });
      await mailer.send({ to: 'smtp@acme.io', subject: 'Over SMTP', text: 'Your code: 123456' });
      mailer.close();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Over SMTP');
      expect(received[0]).toContain('To: smtp@acme.io');
      expect(received[0]).toContain('Your code: 123456');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
