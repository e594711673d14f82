import { MEMBER_ACCESS, MemberAddSchema, type MemberAddInput } from '@b2b/contracts';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import { FormProvider, useForm } from 'react-hook-form';
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

const ACCESS_OPTIONS = MEMBER_ACCESS.map((a) => ({ value: a, label: ACCESS_LABELS[a] }));

type InviteMemberValues = z.input<typeof MemberAddSchema>;

/** The owner invites a person by email, as admin or member; they join once they accept on their My Business page. */
export function InviteMemberForm({ businessID }: { businessID: string }) {
  const form = useForm<InviteMemberValues, unknown, MemberAddInput>({
    resolver: zodResolver(MemberAddSchema),
    defaultValues: { email: '', access: 'member' },
  });
  const invite = useInviteMember(businessID);
  const onSubmit = form.handleSubmit((input) => {
    const values = form.getValues();
    invite.mutate(input, {
      onSuccess: ({ data: invitation }) => {
        toast.success(`${invitation.email} was invited as ${invitation.access}.`);
        form.reset({ email: '', access: values.access });
      },
      onError: (error) => toastFailure(error, showFieldErrors(error, '', values, form.setError)),
    });
  });
  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        aria-label="Invite a member"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <FormSection legend="Invite a member">
          <p className={styles.empty}>
            The person gets the invitation on their My Business page when they sign in with this email, and
            belongs to the business once they accept it.
          </p>
          <FieldGrid>
            <TextField label="Email" name="email" type="email" autoComplete="off" />
            <SelectField label="Access" name="access" options={ACCESS_OPTIONS} placeholder={false} />
          </FieldGrid>
          <SaveButton saving={invite.isPending} label="Send invitation" />
        </FormSection>
      </form>
    </FormProvider>
  );
}
