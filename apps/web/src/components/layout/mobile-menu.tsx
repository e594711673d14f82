import { BREAKPOINTS } from '@b2b/contracts';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import styles from './mobile-menu.module.css';

/**
 * The drawer (Radix's dialog with its focus trap and scroll lock) loads when the menu button is first pressed, not with
 * every page: most visits never open it, and on a desktop it is never shown.
 */
const MobileMenuDrawer = lazy(async () => ({
  default: (await import('./mobile-menu-drawer.tsx')).MobileMenuDrawer,
}));

/**
 * The side drawer that replaces the header's links under 992 px; choosing an entry closes it. `unreadMessages` is drawn
 * beside Messages for a signed-in person, and `administratorOnly` shows the Administration entry to administrators.
 */
export function MobileMenu({
  triggerClassName,
  unreadMessages,
  administratorOnly,
}: {
  triggerClassName?: string;
  unreadMessages: ReactNode;
  administratorOnly: ComponentType<{ children: ReactNode }>;
}) {
  const [open, setOpen] = useState(false);
  /** Once opened, the drawer stays mounted, so closing it plays its exit and reopening it needs no new load. */
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  // The drawer exists only below the desktop breakpoint; widening the window must not leave it open and trapping focus.
  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${BREAKPOINTS.md}px)`);
    const closeOnDesktop = () => {
      if (desktop.matches) setOpen(false);
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, []);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={cx(styles.trigger, triggerClassName)}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden size={24} />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
            unreadMessages={unreadMessages}
            administratorOnly={administratorOnly}
          />
        </Suspense>
      )}
    </>
  );
}
