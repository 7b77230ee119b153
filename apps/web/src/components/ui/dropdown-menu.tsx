import { MoreVertical } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn';

export interface DropdownMenuItem {
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  destructive?: boolean;
  disabled?: boolean;
}

export interface DropdownMenuProps {
  /** Accessible name of the trigger, e.g. 'Actions for Jane Doe'. */
  label: string;
  items: DropdownMenuItem[];
  /** Trigger content; a vertical ellipsis by default. */
  trigger?: ReactNode;
  className?: string;
}

const MENU_WIDTH_PX = 208;
const GAP_PX = 4;

/** Where the menu goes: under the trigger's right edge, or above it when there is no room below. */
function placement(trigger: HTMLElement, menuHeight: number): CSSProperties {
  const rect = trigger.getBoundingClientRect();
  const right = Math.max(8, window.innerWidth - rect.right);
  const below = rect.bottom + GAP_PX + menuHeight <= window.innerHeight || rect.top < menuHeight + GAP_PX;
  return below
    ? { position: 'fixed', top: rect.bottom + GAP_PX, right, width: MENU_WIDTH_PX }
    : { position: 'fixed', bottom: window.innerHeight - rect.top + GAP_PX, right, width: MENU_WIDTH_PX };
}

/**
 * A row-action menu (WAI-ARIA menu button): the list is portalled with fixed positioning so table
 * scroll containers never clip it. Arrow keys, Home and End move, Escape and Tab close, as does a
 * click outside or a scroll that takes the trigger off the screen; a smaller scroll moves the menu with it.
 */
export function DropdownMenu({ label, items, trigger, className }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [style, setStyle] = useState<CSSProperties>({ position: 'fixed', visibility: 'hidden' });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const itemsOf = () => Array.from(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not([disabled])') ?? []);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  }, []);

  useLayoutEffect(() => {
    if (!open || !triggerRef.current) return;
    setStyle(placement(triggerRef.current, menuRef.current?.offsetHeight ?? 0));
  }, [open]);

  // Focus the first item once the menu is placed: while it is still hidden for measuring, a browser refuses the focus.
  const placed = style.visibility !== 'hidden';
  useEffect(() => {
    if (open && placed) itemsOf()[0]?.focus();
  }, [open, placed]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) close(false);
    };
    // A scroll (the user's, or the browser keeping the view steady while content above it grows)
    // moves the menu with its trigger; only a trigger gone from the screen closes it.
    const onViewportChange = () => {
      const trigger = triggerRef.current;
      const rect = trigger?.getBoundingClientRect();
      if (!trigger || !rect || rect.bottom < 0 || rect.top > window.innerHeight) close(false);
      else setStyle(placement(trigger, menuRef.current?.offsetHeight ?? 0));
    };
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('resize', onViewportChange);
    window.addEventListener('scroll', onViewportChange, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('resize', onViewportChange);
      window.removeEventListener('scroll', onViewportChange, true);
    };
  }, [open, close]);

  function onMenuKeyDown(event: KeyboardEvent) {
    const list = itemsOf();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(true);
        break;
    }
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={cn(
          'inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-700',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          open && 'bg-slate-100 text-slate-700',
          className,
        )}
      >
        {trigger ?? <MoreVertical className="h-4 w-4" aria-hidden="true" />}
      </button>
      {open &&
        createPortal(
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={label}
            style={style}
            onKeyDown={onMenuKeyDown}
            className="z-50 rounded-lg border border-slate-200 bg-white p-1 shadow-lg ring-1 ring-black/5"
          >
            {items.map((item) => (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={item.disabled}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
                className={cn(
                  'flex w-full items-center gap-2.5 rounded-md px-3 py-2 text-left text-sm',
                  'focus:outline-none disabled:cursor-not-allowed disabled:opacity-50',
                  item.destructive ? 'text-red-600 hover:bg-red-50 focus:bg-red-50' : 'text-slate-700 hover:bg-slate-100 focus:bg-slate-100',
                )}
              >
                {item.icon && (
                  <span className="flex h-4 w-4 items-center justify-center" aria-hidden="true">
                    {item.icon}
                  </span>
                )}
                {item.label}
              </button>
            ))}
          </div>,
          document.body,
        )}
    </>
  );
}
