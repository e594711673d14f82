import { BusinessUpdateSchema, type BusinessGroup } from '@b2b/contracts';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import { useMemo, useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { toast } from '../../../lib/toast.tsx';
import { z } from 'zod';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useUpdateBusiness } from '../api/queries.ts';
import { keepClears } from '../../../components/form/form-values.ts';
import { showFieldErrors } from '../../../components/form/server-errors.ts';
import { useRevealFirstError } from '../../../components/form/use-reveal-first-error.ts';

/** Each tab's rules are its group of the contract's update schema: the server checks the very same ones. */
export const GROUP_SCHEMAS = {
  general: BusinessUpdateSchema.shape.general.unwrap(),
  contactInfo: BusinessUpdateSchema.shape.contactInfo.unwrap(),
  factory: BusinessUpdateSchema.shape.factory.unwrap(),
  tradeCapabilities: BusinessUpdateSchema.shape.tradeCapabilities.unwrap(),
  businessTerms: BusinessUpdateSchema.shape.businessTerms.unwrap(),
} satisfies Record<BusinessGroup, z.ZodType>;

type GroupSchema<G extends BusinessGroup> = (typeof GROUP_SCHEMAS)[G];
export type GroupDraft<G extends BusinessGroup> = z.input<GroupSchema<G>> & Record<string, unknown>;

/**
 * One tab's form: its inputs' values, turned into the group's part of `PUT business/profile/{id}` by `toDraft` and checked
 * by the group's schema. Saving sends only this group; a field the person emptied is sent as null, an empty one that was
 * empty before is left out.
 */
export function useGroupForm<G extends BusinessGroup, V extends FieldValues>({
  businessID,
  group,
  initial,
  toDraft,
}: {
  businessID: string;
  group: G;
  initial: V;
  toDraft: (values: V) => GroupDraft<G>;
}) {
  const { t } = useTranslation('businessEditor');
  const [saved, setSaved] = useState(initial);
  const schema = useMemo(
    () =>
      z
        .custom<V>()
        .transform((values): unknown => keepClears(toDraft(values), toDraft(saved)))
        // The union of the five schemas narrowed to this tab's one: `group` picks it.
        .pipe(GROUP_SCHEMAS[group] as unknown as z.ZodType<z.output<GroupSchema<G>>>),
    [group, saved, toDraft],
  );
  const form = useForm<V, unknown, z.output<GroupSchema<G>>>({
    resolver: zodResolver(schema),
    defaultValues: initial as never,
    shouldFocusError: false,
  });
  const formRef = useRevealFirstError(form.formState);
  const update = useUpdateBusiness(businessID);

  const onSubmit = form.handleSubmit((payload) => {
    const values = form.getValues();
    update.mutate(
      { [group]: payload },
      {
        onSuccess: () => {
          setSaved(values);
          form.reset(values);
          toast.success(t('edit.saved'));
        },
        onError: (error) => toastFailure(error, showFieldErrors(error, `${group}.`, values, form.setError)),
      },
    );
  });

  return {
    form,
    formRef,
    onSubmit: (event: React.FormEvent) => void onSubmit(event),
    saving: update.isPending,
  };
}
