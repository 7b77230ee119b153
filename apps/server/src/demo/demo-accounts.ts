/** The demo logins listed in the README. */
export const DEMO_OPERATOR = { email: 'operator@kairox.example', password: 'Operator@2026', firstName: 'Olivia', lastName: 'Grant' };

export const DEMO_ORGANIZATION = {
  name: 'Acme Corporation',
  slug: 'acme',
  domainId: 'ACME.EXAMPLE',
  country: 'United States',
  industry: 'Technology',
  companySize: 201,
} as const;

export const DEMO_ADMIN = { firstName: 'Alex', lastName: 'Morgan', email: 'alex.morgan@acme.example', password: 'Demo@2026', phone: '+14155550101' };
export const DEMO_USER = { firstName: 'Sam', lastName: 'Lee', email: 'sam.lee@acme.example', password: 'Demo@2026', phone: '+14155550102' };
