import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from './auth.js';

const DOMAIN_REQUIRED = 'Please provide a domain or use an email address with a domain.';

function issuesOf(body: unknown) {
  return loginRequestSchema.safeParse(body).error?.issues.map(({ path, message }) => ({ path, message })) ?? [];
}

describe('loginRequestSchema: the domain', () => {
  it('refuses a user name without a domain when no domain ID is given', () => {
    expect(issuesOf({ userName: 'jane', password: 'secret' })).toEqual([{ path: ['domainId'], message: DOMAIN_REQUIRED }]);
    expect(issuesOf({ userName: 'jane', password: 'secret', domainId: null })).toEqual([{ path: ['domainId'], message: DOMAIN_REQUIRED }]);
    expect(issuesOf({ userName: 'jane', password: 'secret', domainId: '   ' })).toEqual([{ path: ['domainId'], message: DOMAIN_REQUIRED }]);
  });

  it('takes the domain from the explicit domain ID or from the email address', () => {
    expect(issuesOf({ userName: 'jane', password: 'secret', domainId: 'acme.com' })).toEqual([]);
    expect(issuesOf({ userName: ' jane@acme.com ', password: 'secret' })).toEqual([]);
    expect(issuesOf({ userName: 'jane@acme.com', password: 'secret', domainId: '' })).toEqual([]);
  });

  it('says only that the user name is required when it is blank', () => {
    expect(issuesOf({ userName: ' ', password: 'secret' })).toEqual([{ path: ['userName'], message: 'Username is required' }]);
  });
});
