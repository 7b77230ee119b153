import { roleLabel, type Role } from '@kairox/contract';
import { cn } from '../lib/cn';

/* Spec section 6: SUPER ADMIN, ADMIN and user-like roles get distinct colours. */
const ROLE_COLOURS: Partial<Record<Role, string>> = {
  ROLE_SUPER_ADMIN: 'bg-purple-100 text-purple-800 ring-purple-200',
  ROLE_ADMIN: 'bg-blue-100 text-blue-800 ring-blue-200',
};
const USER_LIKE_COLOUR = 'bg-emerald-100 text-emerald-800 ring-emerald-200';

export function RoleBadge({ role, className }: { role: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide ring-1 ring-inset',
        ROLE_COLOURS[role as Role] ?? USER_LIKE_COLOUR,
        className,
      )}
    >
      {roleLabel(role)}
    </span>
  );
}
