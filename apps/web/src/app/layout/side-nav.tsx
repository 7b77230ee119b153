import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { ORGANIZATION_NAV_ITEMS, ORGANIZATION_NAV_TITLE, SIDE_NAV_ITEMS, type NavItem } from './nav-items';

const SIDE_NAV_TITLE = 'Application';

function NavSection({ title, items, onNavigate }: { title: string; items: readonly NavItem[]; onNavigate?: () => void }) {
  return (
    <nav aria-label={title} className="px-3 py-4">
      <p className="px-3 pb-2 text-xs font-semibold tracking-wider text-slate-500 uppercase">{title}</p>
      <ul className="space-y-1">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-indigo-600',
                  isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The side menu: the spec's 'Application' links, then the organization's settings; `onNavigate` lets the mobile drawer close when one is tapped. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <NavSection title={SIDE_NAV_TITLE} items={SIDE_NAV_ITEMS} onNavigate={onNavigate} />
      <NavSection title={ORGANIZATION_NAV_TITLE} items={ORGANIZATION_NAV_ITEMS} onNavigate={onNavigate} />
    </>
  );
}
