/** React Query keys of the operator portal; `adminKeys.all` invalidates everything at once. */
export const adminKeys = {
  all: ['super-admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  organizations: () => [...adminKeys.all, 'organizations'] as const,
  organizationPage: (query: { page: number; search: string; plan: string }) => [...adminKeys.organizations(), query] as const,
  users: (orgId: number) => [...adminKeys.all, 'users', orgId] as const,
  userPage: (orgId: number, query: { page: number; search: string }) => [...adminKeys.users(orgId), query] as const,
};
