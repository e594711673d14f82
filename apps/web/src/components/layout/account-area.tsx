import { Suspense, type ReactNode } from 'react';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx.ts';
import { useSession } from '../../lib/session.ts';
import { buttonClass } from '../ui/button.ts';
import styles from './account-area.module.css';
import { AccountPageLink } from './account-page-link.tsx';

/**
 * The header's right side: Login and Register for visitors; once signed in, `signedInArea` (the app's lazily loaded
 * shortcuts and account menu, drawn only once a session is found).
 */
export function AccountArea({ signedInArea }: { signedInArea: ReactNode }) {
  const session = useSession();
  return session ? (
    <Suspense fallback={<div className={styles.area} />}>{signedInArea}</Suspense>
  ) : (
    <SignedOutArea />
  );
}

function SignedOutArea() {
  const { t } = useTranslation('layout');
  return (
    <div className={styles.area}>
      <AccountPageLink page="login" className={buttonClass('outline', { size: 'sm' })}>
        <LogIn aria-hidden size={16} />
        {t('header.login')}
      </AccountPageLink>
      <AccountPageLink page="register" className={cx(buttonClass('accent', { size: 'sm' }), styles.register)}>
        {t('header.register')}
      </AccountPageLink>
    </div>
  );
}
