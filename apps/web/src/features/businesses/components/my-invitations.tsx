import type { Invitation } from '@b2b/contracts';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { toast } from '../../../lib/toast.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useAnswerInvitation, useMyInvitations } from '../api/queries.ts';
import styles from './my-invitations.module.css';

const ACCESS_WORDS = { admin: 'an admin', member: 'a member' } as const;

/**
 * The invitations waiting for the signed-in person (decision 0008): nothing shows until there is one, and accepting is
 * what makes them one of the business's people.
 */
export function MyInvitations() {
  const { data: invitations } = useMyInvitations();
  const titleID = useId();
  if (!invitations?.length) return null;
  return (
    <section className={styles.section} aria-labelledby={titleID}>
      <h2 id={titleID} className={styles.title}>
        Invitations
      </h2>
      <ul className={styles.list}>
        {invitations.map((invitation) => (
          <MyInvitation key={invitation.invitationID} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}

function MyInvitation({ invitation }: { invitation: Invitation }) {
  const answer = useAnswerInvitation();
  const { companyName, invitedBy, invitationID } = invitation;
  // The answer takes the invitation, and this row, off the list: mutate's own callbacks would not run once it is gone.
  const respond = (verb: 'accept' | 'decline') =>
    void answer.mutateAsync({ invitationID, verb }).then(
      () =>
        toast.success(
          verb === 'accept' ? `You joined ${companyName}.` : `You declined the invitation to ${companyName}.`,
        ),
      (error: Error) => toastFailure(error),
    );
  return (
    <li className={styles.item}>
      <div className={styles.text}>
        <p className={styles.what}>
          {invitedBy.firstName} {invitedBy.lastName} invited you to join <strong>{companyName}</strong> as{' '}
          {ACCESS_WORDS[invitation.access]}.
        </p>
        <p className={styles.when}>Invited {invitation.createdAt.slice(0, 10)}</p>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass('primary', { size: 'sm' })}
          aria-label={`Accept the invitation to ${companyName}`}
          disabled={answer.isPending}
          onClick={() => respond('accept')}
        >
          <Check aria-hidden size={16} />
          Accept
        </button>
        <button
          type="button"
          className={buttonClass('outline', { size: 'sm' })}
          aria-label={`Decline the invitation to ${companyName}`}
          disabled={answer.isPending}
          onClick={() => respond('decline')}
        >
          <X aria-hidden size={16} />
          Decline
        </button>
      </div>
    </li>
  );
}
