import { BusinessUpdateSchema, TOAST_SAVED_MESSAGE, type BusinessGroup } from '@b2b/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { get, useForm, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useUpdateBusiness } from '../api/queries.ts';
import { keepClears } from './form-values.ts';

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

/** The form field a server path names; an item of a list (`categories.0`) is shown at the list. */
function fieldOf(name: string, values: FieldValues): string | null {
  const list = name.replace(/(\.\d+)+$/, '');
  if (list !== name && Array.isArray(get(values, list))) return list;
  return name && get(values, name) !== undefined ? name : null;
}

/**
 * Puts the field errors of a refused save at their fields: the server names them `group.field.sub`, the form `field.sub`.
 * Answers the messages that have no field in this form.
 */
export function showFieldErrors<V extends FieldValues>(
  error: Error,
  prefix: string,
  values: V,
  setError: UseFormSetError<V>,
): string[] {
  if (!(error instanceof ApiError)) return [];
  const unplaced: string[] = [];
  for (const { path, message } of error.errors) {
    const name = fieldOf(path.startsWith(prefix) ? path.slice(prefix.length) : path, values);
    if (name) setError(name as Path<V>, { type: 'server', message });
    else unplaced.push(message);
  }
  return unplaced;
}

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
  });
  const update = useUpdateBusiness(businessID);

  const onSubmit = form.handleSubmit((payload) => {
    const values = form.getValues();
    update.mutate(
      { [group]: payload },
      {
        onSuccess: () => {
          setSaved(values);
          form.reset(values);
          toast.success(TOAST_SAVED_MESSAGE);
        },
        onError: (error) => toastFailure(error, showFieldErrors(error, `${group}.`, values, form.setError)),
      },
    );
  });

  return { form, onSubmit: (event: React.FormEvent) => void onSubmit(event), saving: update.isPending };
}
