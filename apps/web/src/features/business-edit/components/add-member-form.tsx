import { MEMBER_ACCESS, MemberAddSchema, type MemberAddInput } from '@b2b/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FieldGrid, FormSection } from '../../../components/ui/form-field.tsx';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useAddMember } from '../api/add-member.ts';
import { SelectField, TextField } from './bound-fields.tsx';
import styles from './edit-form.module.css';
import { ACCESS_LABELS } from './member-access.ts';
import { SaveButton } from './save-button.tsx';
import { showFieldErrors } from './use-group-form.ts';

const ACCESS_OPTIONS = MEMBER_ACCESS.map((a) => ({ value: a, label: ACCESS_LABELS[a] }));

type AddMemberValues = z.input<typeof MemberAddSchema>;

/** The owner adds a person who already has an account, by its email, as admin or member. */
export function AddMemberForm({ businessID }: { businessID: string }) {
  const form = useForm<AddMemberValues, unknown, MemberAddInput>({
    resolver: zodResolver(MemberAddSchema),
    defaultValues: { email: '', access: 'member' },
  });
  const add = useAddMember(businessID);
  const onSubmit = form.handleSubmit((input) => {
    const values = form.getValues();
    add.mutate(input, {
      onSuccess: ({ data: member }) => {
        toast.success(`${member.firstName} ${member.lastName} was added as ${member.access}.`);
        form.reset({ email: '', access: values.access });
      },
      onError: (error) => toastFailure(error, showFieldErrors(error, '', values, form.setError)),
    });
  });
  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        aria-label="Add a member"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <FormSection legend="Add a member">
          <p className={styles.empty}>
            The person needs an account on the portal; they see this business among theirs once added.
          </p>
          <FieldGrid>
            <TextField label="Email" name="email" type="email" autoComplete="off" />
            <SelectField label="Access" name="access" options={ACCESS_OPTIONS} placeholder={false} />
          </FieldGrid>
          <SaveButton saving={add.isPending} label="Add member" />
        </FormSection>
      </form>
    </FormProvider>
  );
}
