import { OTP_MESSAGES } from '@kairox/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { otpCodes } from '../../db/schema.js';
import { SMTP_TIMEOUTS } from '../../lib/mailer.js';
import { call } from '../../testing/api.js';
import { startSilentServer, type SilentServer } from '../../testing/silent-server.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let app: TestApp;
let mailServer: SilentServer;

beforeAll(async () => {
  mailServer = await startSilentServer();
  // The default time-outs: the test proves they are in force.
  app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${mailServer.port}` });
});

afterAll(async () => {
  await app?.close();
  await mailServer?.close();
});

describe('a mail server that accepts the connection and never answers', () => {
  it('stalls only the request that sends the code; the mail fails after the greeting time-out and is logged', async () => {
    const failures = vi.spyOn(app.ctx.logger, 'error');
    const started = Date.now();
    let answered = false;
    const sending = call(app, 'POST', '/otp/send', { body: { email: 'gavin@hooli.example' } }).finally(() => {
      answered = true;
    });
    await vi.waitFor(() => expect(mailServer.connections).toHaveLength(1), { timeout: 30_000, interval: 50 });

    // The code's transaction is over: the database (one connection when embedded) serves others.
    const others = await Promise.all([
      call(app, 'GET', '/healthz'),
      call(app, 'POST', '/auth/login', { body: { userName: 'nobody@hooli.example', password: 'Whatever#1' } }),
      call(app, 'GET', '/org/check?domainId=HOOLI.EXAMPLE'),
    ]);
    expect(others.map((answer) => answer.status)).toEqual([200, 401, 404]);
    expect(answered).toBe(false);

    const answer = await sending;
    expect(answer).toMatchObject({ status: 200, body: { message: OTP_MESSAGES.codeSent } });
    // Ours (10 s), not nodemailer's 30 s; the upper bound leaves a loaded machine 15 s of slack.
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(SMTP_TIMEOUTS.greetingTimeout - 500);
    expect(waited).toBeLessThan(SMTP_TIMEOUTS.greetingTimeout + 15_000);
    expect(failures).toHaveBeenCalledWith(expect.objectContaining({ to: 'gavin@hooli.example' }), 'mail failed');
    expect(JSON.stringify(failures.mock.calls)).not.toMatch(/\b\d{6}\b/);

    // The code was kept: the user asks again once the resend wait is over.
    const stored = await app.ctx.database.db
      .select({ id: otpCodes.id })
      .from(otpCodes)
      .where(and(eq(otpCodes.email, 'gavin@hooli.example'), eq(otpCodes.purpose, 'signup')));
    expect(stored).toHaveLength(1);
    const again = await call(app, 'POST', '/otp/send', { body: { email: 'gavin@hooli.example' } });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Please wait \d+ seconds/);
  }, 90_000);
});
