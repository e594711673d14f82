import { lazy, Suspense, useSyncExternalStore, type CSSProperties } from 'react';
import type { toast as sonnerToast } from 'sonner';

/**
 * The toasts (sonner) load with the first one shown, not with every page: most visits never save or fail anything.
 * A toast made before the Toaster mounted is shown once it does (sonner hands a new Toaster the toasts still active).
 */
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

let wanted = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

type Show = (...args: Parameters<typeof sonnerToast.success>) => void;

/** The refusals on screen: a success replaces them, so "sent" never stands beside an earlier "fill all the fields". */
const shownErrors = new Set<string | number>();

const show =
  (kind: 'success' | 'error'): Show =>
  (...args) => {
    if (!wanted) {
      wanted = true;
      for (const listener of listeners) listener();
    }
    void import('sonner').then(({ toast }) => {
      if (kind === 'error') {
        const id = toast.error(args[0], {
          ...args[1],
          onDismiss: () => shownErrors.delete(id),
          onAutoClose: () => shownErrors.delete(id),
        });
        shownErrors.add(id);
        return;
      }
      for (const id of shownErrors) toast.dismiss(id);
      shownErrors.clear();
      toast.success(...args);
    });
  };

export const toast = { success: show('success'), error: show('error') };

/**
 * Sonner's rich colours, with texts dark enough to read on their tints (4.5:1 at least; sonner's own green and red reach
 * about 4.3:1).
 */
const TOAST_COLORS = {
  '--success-text': '#05603a',
  '--error-text': 'var(--color-danger)',
} as CSSProperties;

/** Where the toasts appear: mounted with the first toast. */
export function Toasts() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton style={TOAST_COLORS} />
    </Suspense>
  ) : null;
}
