import type { Invitation } from '@b2b/contracts';
import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { toast } from '../../../lib/toast.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { LoadError, Loading, NoContent } from '../../../components/ui/status.tsx';
import { cx } from '../../../lib/cx.ts';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useBusinessInvitations, useWithdrawInvitation } from '../api/queries.ts';
import { ACCESS_LABELS } from './member-access.ts';
import styles from './members-list.module.css';
import { formatDate } from '../../../lib/format-date.ts';
import { useLanguage } from '../../../lib/language.ts';

/** The owner's view of who is invited and has not answered yet; each invitation may be withdrawn. */
export function PendingInvitations({ businessID }: { businessID: string }) {
  const invitations = useBusinessInvitations(businessID);
  if (invitations.isError) return <LoadError />;
  if (!invitations.data) return <Loading />;
  if (invitations.data.length === 0) return <NoContent />;
  return (
    <ul className={styles.list}>
      {invitations.data.map((invitation) => (
        <PendingInvitation key={invitation.invitationID} businessID={businessID} invitation={invitation} />
      ))}
    </ul>
  );
}

function PendingInvitation({ businessID, invitation }: { businessID: string; invitation: Invitation }) {
  const { t } = useTranslation('businessEditor');
  const language = useLanguage();
  const withdraw = useWithdrawInvitation(businessID);
  const { email, invitedBy } = invitation;
  return (
    <li className={cx(styles.row, styles.invitation)}>
      <div className={styles.who}>
        <p className={styles.name}>{email}</p>
        <p className={styles.added}>
          {t('members.invitedBy', {
            date: formatDate(invitation.createdAt, language),
            name: `${invitedBy.firstName} ${invitedBy.lastName}`,
          })}
        </p>
      </div>
      <div className={styles.controls}>
        <span className={styles.access}>{t(ACCESS_LABELS[invitation.access])}</span>
        <button
          type="button"
          className={buttonClass('ghost', { size: 'sm' })}
          aria-label={t('members.withdrawLabel', { email })}
          disabled={withdraw.isPending}
          // Withdrawing takes this row off the list: mutate's own callbacks would not run once it is gone.
          onClick={() =>
            void withdraw.mutateAsync(invitation.invitationID).then(
              () => toast.success(t('members.withdrawn', { email })),
              (error: Error) => toastFailure(error),
            )
          }
        >
          <Undo2 aria-hidden size={16} />
          {t('members.withdraw')}
        </button>
      </div>
    </li>
  );
}
