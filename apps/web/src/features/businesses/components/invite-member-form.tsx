import { MEMBER_ACCESS, MemberAddSchema, type MemberAddInput } from '@b2b/contracts';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { toast } from '../../../lib/toast.tsx';
import type { z } from 'zod';
import { FieldGrid, FormSection } from '../../../components/form/field.tsx';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useInviteMember } from '../api/queries.ts';
import { SelectField, TextField } from '../../../components/form/bound-fields.tsx';
import styles from './edit-form.module.css';
import { ACCESS_LABELS } from './member-access.ts';
import { SaveButton } from './save-button.tsx';
import { showFieldErrors } from '../../../components/form/server-errors.ts';
import { useRevealFirstError } from '../../../components/form/use-reveal-first-error.ts';

type InviteMemberValues = z.input<typeof MemberAddSchema>;

/** The owner invites a person by email, as admin or member; they join once they accept on their My Business page. */
export function InviteMemberForm({ businessID }: { businessID: string }) {
  const { t } = useTranslation('businessEditor');
  const accessOptions = MEMBER_ACCESS.map((a) => ({ value: a, label: t(ACCESS_LABELS[a]) }));
  const form = useForm<InviteMemberValues, unknown, MemberAddInput>({
    resolver: zodResolver(MemberAddSchema),
    defaultValues: { email: '', access: 'member' },
    shouldFocusError: false,
  });
  const formRef = useRevealFirstError(form.formState);
  const invite = useInviteMember(businessID);
  const onSubmit = form.handleSubmit((input) => {
    const values = form.getValues();
    invite.mutate(input, {
      onSuccess: ({ data: invitation }) => {
        toast.success(
          invitation.access === 'admin'
            ? t('invite.invitedAdmin', { email: invitation.email })
            : t('invite.invitedMember', { email: invitation.email }),
        );
        form.reset({ email: '', access: values.access });
      },
      onError: (error) => toastFailure(error, showFieldErrors(error, '', values, form.setError)),
    });
  });
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        className={styles.form}
        aria-label={t('invite.legend')}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <FormSection legend={t('invite.legend')}>
          <p className={styles.empty}>{t('invite.explain')}</p>
          <FieldGrid>
            <TextField label={t('invite.email')} name="email" type="email" autoComplete="off" />
            <SelectField
              label={t('invite.access')}
              name="access"
              options={accessOptions}
              placeholder={false}
            />
          </FieldGrid>
          <SaveButton saving={invite.isPending} label={t('invite.send')} />
        </FormSection>
      </form>
    </FormProvider>
  );
}
