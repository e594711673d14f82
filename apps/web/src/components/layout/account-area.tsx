import { lazy, Suspense } from 'react';
import { LogIn } from 'lucide-react';
import { cx } from '../../lib/cx.ts';
import { useSession } from '../../lib/session.ts';
import { buttonClass } from '../ui/button.ts';
import styles from './account-area.module.css';
import { AccountPageLink } from './account-page-link.tsx';

/**
 * The signed-in side, with its menus (Radix's dropdown and its positioning library), loads only once a session is
 * found: the server renders every page as a visitor's, so a visitor's first load never fetches it.
 */
const SignedInArea = lazy(async () => ({ default: (await import('./signed-in-area.tsx')).SignedInArea }));

/** The header's right side: Login and Register for visitors; shortcuts and the account menu once signed in. */
export function AccountArea() {
  const session = useSession();
  return session ? (
    <Suspense fallback={<div className={styles.area} />}>
      <SignedInArea />
    </Suspense>
  ) : (
    <SignedOutArea />
  );
}

function SignedOutArea() {
  return (
    <div className={styles.area}>
      <AccountPageLink page="login" className={buttonClass('outline', { size: 'sm' })}>
        <LogIn aria-hidden size={16} />
        Login
      </AccountPageLink>
      <AccountPageLink page="register" className={cx(buttonClass('accent', { size: 'sm' }), styles.register)}>
        Register
      </AccountPageLink>
    </div>
  );
}
