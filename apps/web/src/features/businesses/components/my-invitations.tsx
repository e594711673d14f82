import type { Invitation } from '@b2b/contracts';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { UnverifiedEmailNote } from '../../../components/ui/unverified-email-note.tsx';
import { toast } from '../../../lib/toast.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useAnswerInvitation, useMyInvitations } from '../api/queries.ts';
import styles from './my-invitations.module.css';
import { formatDate } from '../../../lib/format-date.ts';
import { useLanguage } from '../../../lib/language.ts';

/**
 * The invitations waiting for the signed-in person (decision 0008): nothing shows until there is one, and accepting is
 * what makes them one of the business's people.
 */
export function MyInvitations() {
  const { data: invitations } = useMyInvitations();
  const titleID = useId();
  const { t } = useTranslation('businessEditor');
  if (!invitations?.length) return null;
  return (
    <section className={styles.section} aria-labelledby={titleID}>
      <h2 id={titleID} className={styles.title}>
        {t('invitations.title')}
      </h2>
      <UnverifiedEmailNote gate="invitation" />
      <ul className={styles.list}>
        {invitations.map((invitation) => (
          <MyInvitation key={invitation.invitationID} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}

function MyInvitation({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('businessEditor');
  const language = useLanguage();
  const answer = useAnswerInvitation();
  const { companyName, invitedBy, invitationID } = invitation;
  const inviter = `${invitedBy.firstName} ${invitedBy.lastName}`;
  // The answer takes the invitation, and this row, off the list: mutate's own callbacks would not run once it is gone.
  const respond = (verb: 'accept' | 'decline') =>
    void answer.mutateAsync({ invitationID, verb }).then(
      () =>
        toast.success(
          verb === 'accept'
            ? t('invitations.joined', { company: companyName })
            : t('invitations.declined', { company: companyName }),
        ),
      (error: Error) => toastFailure(error),
    );
  return (
    <li className={styles.item}>
      <div className={styles.text}>
        <p className={styles.what}>
          <RichText
            text={
              invitation.access === 'admin'
                ? t('invitations.invitedAsAdmin', { inviter, company: companyName })
                : t('invitations.invitedAsMember', { inviter, company: companyName })
            }
            elements={{ company: (words) => <strong>{words}</strong> }}
          />
        </p>
        <p className={styles.when}>
          {t('invitations.invitedOn', { date: formatDate(invitation.createdAt, language) })}
        </p>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass('primary', { size: 'sm' })}
          aria-label={t('invitations.acceptLabel', { company: companyName })}
          disabled={answer.isPending}
          onClick={() => respond('accept')}
        >
          <Check aria-hidden size={16} />
          {t('invitations.accept')}
        </button>
        <button
          type="button"
          className={buttonClass('outline', { size: 'sm' })}
          aria-label={t('invitations.declineLabel', { company: companyName })}
          disabled={answer.isPending}
          onClick={() => respond('decline')}
        >
          <X aria-hidden size={16} />
          {t('invitations.decline')}
        </button>
      </div>
    </li>
  );
}
