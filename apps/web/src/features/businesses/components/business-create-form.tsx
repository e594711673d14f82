import {
  BUSINESS_LIMITS,
  BusinessCreateSchema,
  ImageSchema,
  PROFILE_BUSINESS_TYPE_CODES,
  type BusinessCreateInput,
  type Image,
} from '@b2b/contracts';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { toastRefusal } from '../../../lib/toast-failure.ts';
import type { ParseKeys } from 'i18next';
import { z } from 'zod';
import { buttonClass } from '../../../components/ui/button.ts';
import { Field, FieldGrid, FormSection } from '../../../components/form/field.tsx';
import { TextArea } from '../../../components/form/text-area.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { goToAccountPage } from '../../../lib/account-links.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useBusinessTypeName } from '../../../lib/business-types.ts';
import { useLocalizedPath } from '../../../lib/language.ts';
import { usePortal } from '../../../lib/portal.tsx';
import { getStatesQueryOptions, useBusinessTypes, useIndustryTree } from '../../../lib/reference-data.ts';
import { useCreateBusiness } from '../api/queries.ts';
import styles from './business-create-form.module.css';
import { CategoryPicker } from './category-picker.tsx';
import { PhotoField } from './photo-field.tsx';
import { paths } from '../../../lib/paths.ts';
import { CountryStateFields } from '../../../components/form/country-state-fields.tsx';
import { showFieldErrors } from '../../../components/form/server-errors.ts';
import { useRevealFirstError } from '../../../components/form/use-reveal-first-error.ts';

/** The form's values as its controls hold them: empty strings and nulls until chosen. */
interface BusinessCreateValues {
  companyName: string;
  categories: string[];
  businessType: string;
  country: string;
  state: string;
  shortDescription: string;
  profilePhoto: Image | null;
  coverPhoto: Image | null;
}

const EMPTY: BusinessCreateValues = {
  companyName: '',
  categories: [],
  businessType: '',
  country: '',
  state: '',
  shortDescription: '',
  profilePhoto: null,
  coverPhoto: null,
};

/** The two photos a business starts with: each a field of its own, the same but for its shape and what it asks for. */
const PHOTOS = [
  {
    name: 'profilePhoto',
    label: 'create.profilePhoto',
    hint: 'create.profilePhotoHint',
    upload: 'create.uploadProfilePhoto',
    change: 'create.changeProfilePhoto',
    shape: 'square',
  },
  {
    name: 'coverPhoto',
    label: 'create.coverPhoto',
    hint: 'create.coverPhotoHint',
    upload: 'create.uploadCoverPhoto',
    change: 'create.changeCoverPhoto',
    shape: 'wide',
  },
] as const satisfies readonly ({ name: string; shape: string } & Record<
  'label' | 'hint' | 'upload' | 'change',
  ParseKeys<'businessEditor'>
>)[];

/**
 * The contract's create schema over the form's values with the empty ones dropped; a country that has states needs one
 * of them (the server checks that it belongs to the country).
 */
const createFormSchema = (hasStates: (country: string) => boolean) =>
  z
    .object({
      companyName: z.string(),
      categories: z.array(z.string()),
      businessType: z.string(),
      country: z.string(),
      state: z.string(),
      shortDescription: z.string(),
      profilePhoto: ImageSchema.nullable(),
      coverPhoto: ImageSchema.nullable(),
    })
    // Only the optional values are left out when empty, so a required one missing gets the contract's own message.
    .transform(({ state, profilePhoto, coverPhoto, ...required }) => ({
      ...required,
      ...(state ? { state } : {}),
      ...(profilePhoto ? { profilePhoto } : {}),
      ...(coverPhoto ? { coverPhoto } : {}),
    }))
    .pipe(BusinessCreateSchema)
    .superRefine((input, ctx) => {
      if (hasStates(input.country) && !input.state) {
        ctx.addIssue({ code: 'custom', path: ['state'], message: 'Choose the state' });
      }
    });

/** `/business/create`: the creator becomes the owner; success goes to My Business. */
export function BusinessCreateForm() {
  const { t } = useTranslation('businessEditor');
  const portal = usePortal();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const typeName = useBusinessTypeName();
  const businessTypes = useBusinessTypes().filter((t) =>
    (PROFILE_BUSINESS_TYPE_CODES as readonly string[]).includes(t.code),
  );
  const tree = useIndustryTree().data ?? [];
  const queryClient = useQueryClient();
  // The states the form shows are in the query cache, where the check reads them when the form is sent.
  const resolver = useMemo(
    () =>
      zodResolver(
        createFormSchema(
          (code) => (queryClient.getQueryData(getStatesQueryOptions(code).queryKey)?.length ?? 0) > 0,
        ),
      ),
    [queryClient],
  );
  const form = useForm<BusinessCreateValues, unknown, BusinessCreateInput>({
    defaultValues: EMPTY,
    resolver,
    shouldFocusError: false,
  });
  const formRef = useRevealFirstError(form.formState, { refusal: t('create.incomplete') });
  const { control, register, setError, formState } = form;
  const errors = formState.errors;
  const descriptionLength = useWatch({ control, name: 'shortDescription' }).length;
  const create = useCreateBusiness();

  const save = (input: BusinessCreateInput) =>
    create.mutate(input, {
      onSuccess: () => void navigate(paths.myBusiness.href()),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          goToAccountPage(portal, 'login', localized(paths.businessCreate.href()));
          return;
        }
        showFieldErrors(error, '', form.getValues(), setError);
        if (error instanceof ApiError && error.status === 400) toast.error(t('create.incomplete'));
        else toastRefusal(error);
      },
    });

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        className={styles.form}
        aria-label={t('create.title')}
        noValidate
        onSubmit={(event) => void form.handleSubmit(save)(event)}
      >
        <FormSection legend={t('create.company')}>
          <Field label={t('create.companyName')} error={errors.companyName?.message}>
            {(props) => (
              <input
                {...props}
                {...register('companyName')}
                maxLength={BUSINESS_LIMITS.companyNameMax}
                autoComplete="organization"
              />
            )}
          </Field>
          <Controller
            control={control}
            name="categories"
            render={({ field, fieldState }) => (
              <CategoryPicker
                tree={tree}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <FieldGrid>
            <SelectField label={t('create.businessType')} name="businessType" control={control}>
              {businessTypes.map((t) => (
                <option key={t.code} value={t.code}>
                  {typeName(t.code, t.businessTypeName)}
                </option>
              ))}
            </SelectField>
            <CountryStateFields
              countryName="country"
              stateName="state"
              countryErrorText={t('create.chooseCountry')}
            />
          </FieldGrid>
          <TextArea
            label={t('create.shortDescription')}
            error={errors.shortDescription?.message}
            registration={register('shortDescription')}
            maxLength={BUSINESS_LIMITS.shortDescriptionMax}
            length={descriptionLength}
          />
        </FormSection>

        <FormSection legend={t('create.photos')}>
          <div className={styles.photos}>
            {PHOTOS.map(({ name, shape, ...words }) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <PhotoField
                    label={t(words.label)}
                    hint={t(words.hint)}
                    upload={t(words.upload)}
                    change={t(words.change)}
                    shape={shape}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            ))}
          </div>
        </FormSection>

        <div className={styles.actions}>
          <button type="submit" className={buttonClass('primary')} disabled={create.isPending}>
            {create.isPending ? t('create.creating') : t('create.submit')}
          </button>
          <Link to={paths.myBusiness.href()} className={buttonClass('outline')}>
            {t('create.cancel')}
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}
