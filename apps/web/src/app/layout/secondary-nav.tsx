import { Briefcase } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { JOB_PAGE_LABEL, SECONDARY_NAV_ITEMS, isJobPage } from './nav-items';

const tabClasses = (active: boolean) =>
  cn(
    'flex items-center gap-1.5 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-indigo-600',
    active ? 'border-indigo-600 text-indigo-700' : 'border-transparent text-slate-500 hover:text-slate-800',
  );

/**
 * The secondary navigation: the top entries plus Processing, and a 'Jobs' tab while a job page is
 * open (that page has no menu entry of its own). Scrolls sideways on narrow screens.
 */
/** On narrow screens the active tab (e.g. 'Jobs', always last) may sit beyond the visible strip. */
function useActiveTabInView(pathname: string) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active) return;
    const hidden = active.offsetLeft < list.scrollLeft || active.offsetLeft + active.offsetWidth > list.scrollLeft + list.clientWidth;
    if (hidden) list.scrollLeft = active.offsetLeft - list.clientWidth / 2 + active.offsetWidth / 2;
  }, [pathname]);
  return listRef;
}

export function SecondaryNav() {
  const { pathname } = useLocation();
  const onJobPage = isJobPage(pathname);
  const listRef = useActiveTabInView(pathname);
  return (
    <nav aria-label="Secondary" className="border-b border-slate-200 bg-white">
      <ul ref={listRef} className="relative flex overflow-x-auto px-4 md:px-6">
        {SECONDARY_NAV_ITEMS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} className={({ isActive }) => tabClasses(isActive)}>
              <Icon className="h-4 w-4" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
        {onJobPage && (
          <li>
            <span aria-current="page" className={tabClasses(true)}>
              <Briefcase className="h-4 w-4" aria-hidden="true" />
              {JOB_PAGE_LABEL}
            </span>
          </li>
        )}
      </ul>
    </nav>
  );
}
