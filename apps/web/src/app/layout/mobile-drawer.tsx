import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Brand } from '../../components/brand';
import { useScrollLock } from '../../lib/scroll-lock';
import { SideNav } from './side-nav';

/** Under 768 px the side menu is this drawer from the left, 18rem wide (spec section 2). */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-40 md:hidden">
      <div
        data-testid="drawer-backdrop"
        aria-hidden="true"
        className="absolute inset-0 bg-slate-900/60 animate-[fade-in_150ms_ease-out]"
        onClick={onClose}
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-label="Navigation"
        className="absolute inset-y-0 left-0 flex w-72 flex-col overflow-y-auto bg-white shadow-xl animate-[slide-in-left_200ms_ease-out]"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-4">
          <Brand twoLine />
          <button
            ref={closeRef}
            type="button"
            aria-label="Close menu"
            onClick={onClose}
            className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <SideNav onNavigate={onClose} />
      </div>
    </div>
  );
}
