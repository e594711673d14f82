import { MEMBER_ACCESS, type BusinessAccess, type Member, type MemberAccess } from '@b2b/contracts';
import { LogOut, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
import { formatDate } from '../../../lib/format-date.ts';
import { useLanguage } from '../../../lib/language.ts';

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
  const { t } = useTranslation('businessEditor');
  const language = useLanguage();
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
              {member.userID === viewerID && <span className={styles.you}> {t('members.you')}</span>}
            </p>
            <p className={styles.email}>{member.email}</p>
            <p className={styles.added}>
              {t('members.added', { date: formatDate(member.addedAt, language) })}
            </p>
          </div>
          <div className={styles.controls}>
            {viewerAccess === 'owner' && member.access !== 'owner' ? (
              <OwnerControls businessID={businessID} member={member} />
            ) : (
              <span className={styles.access}>{t(ACCESS_LABELS[member.access])}</span>
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
  const { t } = useTranslation('businessEditor');
  const change = useChangeMemberAccess(businessID);
  const remove = useRemoveMember(businessID);
  const name = fullName(member);
  return (
    <>
      <select
        className={fieldControlClass}
        aria-label={t('members.accessOf', { name })}
        value={member.access}
        disabled={change.isPending}
        onChange={(event) =>
          change.mutate(
            { userID: member.userID, access: event.target.value as MemberAccess },
            {
              onSuccess: ({ data }) =>
                toast.success(
                  data.access === 'admin'
                    ? t('members.nowAdmin', { name })
                    : t('members.nowMember', { name }),
                ),
              onError: (error) => toastFailure(error),
            },
          )
        }
      >
        {MEMBER_ACCESS.map((a) => (
          <option key={a} value={a}>
            {t(ACCESS_LABELS[a])}
          </option>
        ))}
      </select>
      <ConfirmDialog
        title={t('members.removeTitle')}
        description={t('members.removeText', { name })}
        confirmLabel={t('members.removeConfirm')}
        pending={remove.isPending}
        onConfirm={(close) =>
          void remove.mutateAsync(member.userID).then(
            () => {
              close();
              toast.success(t('members.removed', { name }));
            },
            (error: Error) => toastFailure(error),
          )
        }
        trigger={
          <button
            type="button"
            className={buttonClass('ghost', { size: 'sm' })}
            aria-label={t('members.removeLabel', { name })}
          >
            <Trash2 aria-hidden size={16} />
            {t('members.remove')}
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
  const { t } = useTranslation('businessEditor');
  const navigate = useNavigate();
  const leave = useLeaveBusiness(businessID, () => {
    toast.success(t('edit.saved'), { description: t('members.left', { company: companyName }) });
    void navigate(paths.myBusiness.href());
  });
  return (
    <ConfirmDialog
      title={t('members.leaveTitle')}
      description={t('members.leaveText', { company: companyName })}
      confirmLabel={t('members.leaveConfirm')}
      pending={leave.isPending}
      onConfirm={() => leave.mutate(viewerID, { onError: (error) => toastFailure(error) })}
      trigger={
        <button type="button" className={buttonClass('outline', { size: 'sm' })}>
          <LogOut aria-hidden size={16} />
          {t('members.leave')}
        </button>
      }
    />
  );
}
