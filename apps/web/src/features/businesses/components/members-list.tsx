import {
  MEMBER_ACCESS,
  TOAST_SAVED_MESSAGE,
  type BusinessAccess,
  type Member,
  type MemberAccess,
} from '@b2b/contracts';
import { LogOut, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { fieldControlClass } from '../../../components/form/field.tsx';
import { DEFAULT_PROFILE_PHOTO } from '../../../lib/default-pictures.ts';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useChangeMemberAccess } from '../api/queries.ts';
import { useLeaveBusiness, useRemoveMember } from '../api/queries.ts';
import { ACCESS_LABELS } from './member-access.ts';
import styles from './members-list.module.css';
import { paths } from '../../../lib/paths.ts';

const fullName = (m: Member) => `${m.firstName} ${m.lastName}`.trim() || m.email;

/**
 * The people of the business. The owner changes the others' access and removes them; everyone else reads the list and
 * may leave. The owner's row never changes.
 */
export function MembersList({
  businessID,
  companyName,
  members,
  viewerID,
  viewerAccess,
}: {
  businessID: string;
  companyName: string;
  members: Member[];
  viewerID: string;
  viewerAccess: BusinessAccess;
}) {
  return (
    <ul className={styles.list}>
      {members.map((member) => (
        <li key={member.userID} className={styles.row}>
          <img
            className={styles.photo}
            src={member.profilePhoto?.url ?? DEFAULT_PROFILE_PHOTO}
            srcSet={member.profilePhoto ? srcSetOf(member.profilePhoto) : undefined}
            sizes="48px"
            alt=""
          />
          <div className={styles.who}>
            <p className={styles.name}>
              {fullName(member)}
              {member.userID === viewerID && <span className={styles.you}> (you)</span>}
            </p>
            <p className={styles.email}>{member.email}</p>
            <p className={styles.added}>Added {member.addedAt.slice(0, 10)}</p>
          </div>
          <div className={styles.controls}>
            {viewerAccess === 'owner' && member.access !== 'owner' ? (
              <OwnerControls businessID={businessID} member={member} />
            ) : (
              <span className={styles.access}>{ACCESS_LABELS[member.access]}</span>
            )}
            {member.userID === viewerID && member.access !== 'owner' && (
              <LeaveButton businessID={businessID} companyName={companyName} viewerID={viewerID} />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

function OwnerControls({ businessID, member }: { businessID: string; member: Member }) {
  const change = useChangeMemberAccess(businessID);
  const remove = useRemoveMember(businessID);
  const name = fullName(member);
  return (
    <>
      <select
        className={fieldControlClass}
        aria-label={`Access of ${name}`}
        value={member.access}
        disabled={change.isPending}
        onChange={(event) =>
          change.mutate(
            { userID: member.userID, access: event.target.value as MemberAccess },
            {
              onSuccess: ({ data }) =>
                toast.success(`${name} is now ${ACCESS_LABELS[data.access].toLowerCase()}.`),
              onError: (error) => toastFailure(error),
            },
          )
        }
      >
        {MEMBER_ACCESS.map((a) => (
          <option key={a} value={a}>
            {ACCESS_LABELS[a]}
          </option>
        ))}
      </select>
      <ConfirmDialog
        title="Remove this member?"
        description={`${name} will no longer be able to act for this business.`}
        confirmLabel="Remove member"
        pending={remove.isPending}
        onConfirm={(close) =>
          void remove.mutateAsync(member.userID).then(
            () => {
              close();
              toast.success(`${name} was removed.`);
            },
            (error: Error) => toastFailure(error),
          )
        }
        trigger={
          <button
            type="button"
            className={buttonClass('ghost', { size: 'sm' })}
            aria-label={`Remove ${name}`}
          >
            <Trash2 aria-hidden size={16} />
            Remove
          </button>
        }
      />
    </>
  );
}

function LeaveButton({
  businessID,
  companyName,
  viewerID,
}: {
  businessID: string;
  companyName: string;
  viewerID: string;
}) {
  const navigate = useNavigate();
  const leave = useLeaveBusiness(businessID, () => {
    toast.success(TOAST_SAVED_MESSAGE, { description: `You left ${companyName}.` });
    void navigate(paths.myBusiness.href());
  });
  return (
    <ConfirmDialog
      title="Leave this business?"
      description={`You will no longer be a member of ${companyName}; only its owner can add you again.`}
      confirmLabel="Leave business"
      pending={leave.isPending}
      onConfirm={() => leave.mutate(viewerID, { onError: (error) => toastFailure(error) })}
      trigger={
        <button type="button" className={buttonClass('outline', { size: 'sm' })}>
          <LogOut aria-hidden size={16} />
          Leave
        </button>
      }
    />
  );
}
