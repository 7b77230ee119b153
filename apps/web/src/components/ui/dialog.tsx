import { X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn';
import { useScrollLock } from '../../lib/scroll-lock';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Extra classes for the panel, e.g. a wider `max-w-2xl`. */
  className?: string;
  /** Optional line under the title, announced as the dialog's description. */
  description?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/* Open dialogs, innermost last: Escape and Tab belong to the top one only (nested modals). */
const openStack: symbol[] = [];

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** Keeps Tab inside the panel by wrapping at both ends. */
function trapTab(event: KeyboardEvent, panel: HTMLElement): void {
  const items = focusables(panel);
  if (items.length === 0) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

function useDialogBehaviour(open: boolean, onClose: () => void, panelRef: RefObject<HTMLDivElement | null>) {
  // An Effect Event, so a new onClose identity each render does not re-run the effect (and steal focus).
  const closeOnEscape = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return;
    const id = Symbol('dialog');
    openStack.push(id);
    const restoreFocus = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    if (panel && !panel.contains(document.activeElement)) {
      const autofocus = panel.querySelector<HTMLElement>('[autofocus], [data-autofocus]');
      (autofocus ?? focusables(panel).find((el) => !el.dataset.dialogClose) ?? panel).focus();
    }

    function onKeyDown(event: KeyboardEvent) {
      if (openStack[openStack.length - 1] !== id || !panelRef.current) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeOnEscape();
      } else if (event.key === 'Tab') {
        trapTab(event, panelRef.current);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openStack.splice(openStack.indexOf(id), 1);
      restoreFocus?.focus?.();
    };
  }, [open, panelRef]);
}

/** An accessible modal: role=dialog, aria-modal, labelled by its title; Escape and the backdrop close it. */
export function Dialog({ open, onClose, title, children, footer, className, description }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useScrollLock(open);
  useDialogBehaviour(open, onClose, panelRef);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/50 backdrop-blur-[1px]" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn('relative flex max-h-[90vh] w-full max-w-lg flex-col rounded-xl bg-white shadow-xl focus:outline-none', className)}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
          <div>
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-slate-500">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            data-dialog-close="true"
            aria-label="Dismiss"
            onClick={onClose}
            className="-mr-2 rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-6 py-5">{children}</div>
        {footer && <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 px-6 py-4">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
