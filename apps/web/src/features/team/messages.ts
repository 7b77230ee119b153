import type { AssignableRole } from '@kairox/contract';

/** Texts of the Team page (issue #12: organisation admins manage their users). */
export const TEAM_TEXT = {
  navLabel: 'Team',
  title: 'Team',
  description: "Your organization's users, their roles and whether they can sign in.",
  adminOnly: 'Only organization admins can manage the team.',
  loading: 'Loading team...',
  loadFailed: 'The team could not be loaded.',
  retry: 'Try again',
  empty: 'No users yet.',
  emptyHint: 'Add one with Add New User at the top of the page.',

  name: 'Name',
  email: 'Email',
  role: 'Role',
  status: 'Status',
  actions: 'Actions',
  you: 'You',
  ownRowHint: 'You cannot change your own account.',
  roles: { ROLE_ADMIN: 'Admin', ROLE_USER: 'User' } satisfies Record<AssignableRole, string>,
  active: 'Active',
  disabled: 'Disabled',

  roleOf: (name: string) => `Role of ${name}`,
  disable: 'Disable',
  enable: 'Enable',
  remove: 'Remove',
  actionLabel: (action: string, name: string) => `${action} ${name}`,

  roleChanged: (name: string, role: AssignableRole) => `${name} is now ${role === 'ROLE_ADMIN' ? 'an Admin' : 'a User'}.`,
  enabledChanged: (name: string, enabled: boolean) => (enabled ? `${name} can sign in again.` : `${name} can no longer sign in.`),
  removed: (name: string) => `${name} was removed from the team.`,
  savedTitle: 'Team updated',
  failedTitle: 'Change failed',
  changeFailed: 'The change could not be saved. Please try again.',

  removeTitle: 'Remove user',
  removeMessage: (name: string) =>
    `Remove ${name} from the team? They can no longer sign in. Their notes, jobs and history stay, without their name.`,
  removeConfirm: 'Remove',
  removing: 'Removing...',
  cancel: 'Cancel',
} as const;
