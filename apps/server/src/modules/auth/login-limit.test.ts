import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/api.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ DEMO_DATA: 'true', LOGIN_LIMIT_PER_IP: '2' });
});

afterAll(async () => {
  await app?.close();
});

describe('LOGIN_LIMIT_PER_IP', () => {
  it('refuses sign-ins from one address beyond the configured number, even correct ones', async () => {
    const signIn = () => call(app, 'POST', '/auth/login', { body: { userName: 'alex.morgan@acme.example', password: 'Demo@2026' } });
    expect((await signIn()).status).toBe(200);
    expect((await signIn()).status).toBe(200);
    const refused = await signIn();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
  });
});
