import type { ReactionSummary } from '@b2b/contracts';
import type { ReactNode } from 'react';
import { useSession } from '../../../lib/session.ts';
import { useReactionSummary } from '../api/queries.ts';
import styles from '../../../components/ui/toggle-button.module.css';
import { useGoToLogin } from '../../../lib/use-go-to-login.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

/**
 * A pressed or not social button of a resource (like, follow), from its reaction summary: a signed-in person toggles it
 * with `onToggle(pressed)`, a visitor is sent to sign in.
 */
export function SocialToggleButton({
  resourceID,
  pressedIn,
  pending,
  onToggle,
  children,
}: {
  resourceID: string;
  pressedIn: (summary: ReactionSummary) => boolean;
  pending: boolean;
  onToggle: (pressed: boolean) => void;
  children: (pressed: boolean) => ReactNode;
}) {
  const session = useSession();
  const hydrated = useHydrated();
  const goToLogin = useGoToLogin();
  const summary = useReactionSummary(resourceID);
  const pressed = Boolean(session && summary.data && pressedIn(summary.data));
  // Until the app has hydrated a click would be lost, and until the caller's own summary is in, the page may show the
  // visitor's, whose `liked` and `following` are not theirs.
  const busy = !hydrated || (Boolean(session) && (!summary.data || summary.isPlaceholderData || pending));

  const onClick = () => {
    if (busy) return;
    if (!session) goToLogin();
    else onToggle(pressed);
  };
  return (
    <button
      type="button"
      className={styles.button}
      aria-pressed={pressed}
      aria-disabled={busy || undefined}
      onClick={onClick}
    >
      {children(pressed)}
    </button>
  );
}
