import type { Subscription } from '@b2b/contracts';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { paths } from '../../../lib/paths.ts';
import { showcaseCapText } from '../showcase-cap.ts';
import styles from './showcase-cap-note.module.css';

/**
 * What stands in place of "Add product" once the showcase is full: the button, disabled and described by the cap's
 * sentence (the server's own refusal), and the way to a larger membership; said before any form is filled.
 */
export function ShowcaseCapNote({
  businessID,
  subscription,
}: {
  businessID: string;
  subscription: Subscription;
}) {
  const { t } = useTranslation('products');
  const messageID = useId();
  return (
    <div className={styles.cap} role="note">
      <button type="button" className={buttonClass('primary')} disabled aria-describedby={messageID}>
        <Plus aria-hidden size={18} />
        {t('showcase.add')}
      </button>
      <p id={messageID}>{showcaseCapText(t, subscription)}</p>
      <Link to={paths.businessMembership.href(businessID)}>{t('showcase.upgrade')}</Link>
    </div>
  );
}
