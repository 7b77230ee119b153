import { API_ENDPOINTS } from '@kairox/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './testing/api.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

let app: TestApp;

/** Routes that are not calls: health, readiness, metrics, the API documentation, the web app's files and its fallback. */
const isApiRoute = (route: string) => !/ \/(healthz|readyz|metrics|docs)\b/.test(route) && !route.startsWith('GET /*') && !/\.\w+$/.test(route);

beforeAll(async () => {
  app = await createTestApp({ DEMO_DATA: 'true' });
});

afterAll(async () => {
  await app?.close();
});

describe('the running product', () => {
  it('reports health once migrated', async () => {
    expect(await call(app, 'GET', '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('seeds the demo logins listed in the README', async () => {
    const roles = await Promise.all(
      [
        ['operator@kairox.example', 'Operator@2026'],
        ['alex.morgan@acme.example', 'Demo@2026'],
        ['sam.lee@acme.example', 'Demo@2026'],
      ].map(async ([email, password]) => {
        const answer = await call(app, 'POST', '/auth/login', { body: { userName: email, password } });
        return answer.body.role;
      }),
    );
    expect(roles).toEqual(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_USER']);
    await login(app, 'alex.morgan@acme.example', 'Demo@2026', 'ACME.EXAMPLE');
  });

  it('publishes an OpenAPI document of the accounts API', async () => {
    const { status, body } = await call(app, 'GET', '/docs/json');
    expect(status).toBe(200);
    for (const route of [
      '/auth/login',
      '/org/check',
      '/org/register',
      '/otp/send',
      '/otp/verify',
      '/forgot-password/otp',
      '/forgot-password',
      '/users/register',
    ]) {
      expect(Object.keys(body.paths), route).toContain(route);
    }
  });

  it('registers exactly the calls the contract declares, each once', () => {
    const declared = Object.values(API_ENDPOINTS)
      .flatMap((group) => Object.values(group))
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    const registered = app.app.registeredRoutes.map((route) => `${route.method} ${route.url}`).filter(isApiRoute);
    expect(new Set(declared).size).toBe(declared.length);
    expect([...registered].sort()).toEqual([...declared].sort());
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const { status, body } = await call(app, 'GET', '/api/nothing-here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('sets defensive headers', async () => {
    const { response } = await call(app, 'GET', '/healthz');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
