import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSilentServer } from '../testing/silent-server.js';
import { readOutbox } from '../testing/test-app.js';
import { createMailer } from './mailer.js';

const logger = pino({ level: 'silent' });
let dataDir: string;

/** A logger whose lines are kept, parsed, for assertions. */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const captured = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger: captured, lines };
}

/** An SMTP server on 127.0.0.1 that accepts every mail and keeps its raw text, in order. */
async function startRecordingSmtpServer() {
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
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

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
    const { port, received, close } = await startRecordingSmtpServer();
    try {
      const { logger: captured, lines } = capturingLogger();
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@kairox.test', dataDir, logger: captured });
      await mailer.send({ to: 'smtp@acme.io', subject: 'Over SMTP: 123456', text: 'Your code: 123456' });
      mailer.close();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Over SMTP: 123456');
      expect(received[0]).toContain('To: smtp@acme.io');
      expect(received[0]).toContain('Your code: 123456');
      expect(lines).toEqual([expect.objectContaining({ msg: 'mail sent', to: 'smtp@acme.io' })]);
      expect(JSON.stringify(lines)).not.toContain('123456');
    } finally {
      await close();
    }
  });

  it('delivers a calendar attachment over SMTP as the invitation, and `deliver` rejects when the mail does not go out', async () => {
    const { port, received, close } = await startRecordingSmtpServer();
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@kairox.test', dataDir, logger });
      const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
      await mailer.deliver({
        to: 'invitee@acme.io',
        subject: 'Interview',
        text: 'See the invitation.',
        attachments: [{ filename: 'invite.ics', content: ics, contentType: 'text/calendar; method=REQUEST; charset=UTF-8' }],
      });
      mailer.close();
      expect(received[0]).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
      expect(received[0]).toContain('METHOD:REQUEST');
    } finally {
      await close();
    }
    const refused = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@kairox.test', dataDir, logger });
    await expect(refused.deliver({ to: 'invitee@acme.io', subject: 'Interview', text: 'x' })).rejects.toThrow(/ECONNREFUSED/);
    refused.close();
  });

  it('gives up on an SMTP server that never answers after its time-out, logging the failure but not the mail', async () => {
    const silent = await startSilentServer();
    const { logger: captured, lines } = capturingLogger();
    try {
      // Short time-outs through the URL's query, as an operator could set them.
      const smtpUrl = `smtp://127.0.0.1:${silent.port}/?connectionTimeout=500&greetingTimeout=500&socketTimeout=1000`;
      const mailer = createMailer({ smtpUrl, from: 'no-reply@kairox.test', dataDir, logger: captured });
      const started = Date.now();
      await mailer.send({ to: 'stalled@acme.io', subject: 'Your code: 654321', text: 'Your code: 654321' });
      mailer.close();
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
      expect(silent.connections).toHaveLength(1);
      expect(lines).toEqual([
        expect.objectContaining({ level: 50, msg: 'mail failed', to: 'stalled@acme.io', err: expect.objectContaining({ code: 'ETIMEDOUT' }) }),
      ]);
      expect(JSON.stringify(lines)).not.toContain('654321');
    } finally {
      await silent.close();
    }
  });

  it('logs an outbox that cannot be written instead of failing the caller', async () => {
    const notADirectory = path.join(dataDir, 'occupied');
    await writeFile(notADirectory, 'a file where the data directory should be');
    const { logger: captured, lines } = capturingLogger();
    const mailer = createMailer({ from: 'no-reply@kairox.test', dataDir: notADirectory, logger: captured });
    await mailer.send({ to: 'jane@acme.io', subject: 'Your code: 111222', text: 'Your code: 111222' });
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'mail failed', to: 'jane@acme.io' })]);
    expect(JSON.stringify(lines)).not.toContain('111222');
  });
});
