/** Test-only fixtures for the team's members (the team page, the interviewer pickers). */
import type { TeamMember } from '@kairox/contract';

/** A member "{firstName} Doe" at {firstname}@acme.com, a recruiter unless `overrides` says otherwise. */
export function makeTeamMember(id: number, firstName: string, overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id,
    firstName,
    lastName: 'Doe',
    email: `${firstName.toLowerCase()}@acme.com`,
    role: 'ROLE_USER',
    enabled: true,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
