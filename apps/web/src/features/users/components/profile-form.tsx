import {
  BUSINESS_TYPES,
  LIMITS,
  PHONE_MIN_DIGITS,
  PROFILE_BUSINESS_TYPE_CODES,
  type UserProfile,
  type UserProfileUpdate,
} from '@b2b/contracts';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormProvider,
  useForm,
  useWatch,
  type FieldErrors,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { describeFailure } from '../../../lib/toast-failure.ts';
import { useNamedCountries } from '../../../lib/country-names.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { Field, FieldGrid, FormSection } from '../../../components/form/field.tsx';
import { TextArea } from '../../../components/form/text-area.tsx';
import { DateField } from '../../../components/form/date-field.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import {
  useCountries,
  useGenders,
  useIndustries,
  useJobPositions,
  useLanguages,
} from '../../../lib/reference-data.ts';
import { useUpdateProfile } from '../api/queries.ts';
import styles from './profile-form.module.css';
import { profileFormSchema, profileFormValues, type ProfileFormValues } from './profile-form-schema.ts';
import { paths } from '../../../lib/paths.ts';
import { CountryStateFields } from '../../../components/form/country-state-fields.tsx';
import { showFieldErrors } from '../../../components/form/server-errors.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useRevealFirstError } from '../../../components/form/use-reveal-first-error.ts';

const PROFILE_BUSINESS_TYPES = BUSINESS_TYPES.filter((type) =>
  (PROFILE_BUSINESS_TYPE_CODES as readonly string[]).includes(type.code),
);

/** Every editable field of the profile; the email is shown, never sent. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('users');
  const language = useLanguage();
  const countries = useNamedCountries(useCountries());
  const knownDialCodes = useMemo(() => new Set(countries.map((c) => c.dialCode)), [countries]);
  const dialCodes = useMemo(
    () => [...countries].sort((a, b) => a.name.localeCompare(b.name, language)),
    [countries, language],
  );
  const schema = useMemo(() => profileFormSchema(knownDialCodes), [knownDialCodes]);
  const form = useForm<ProfileFormValues, unknown, UserProfileUpdate>({
    resolver: zodResolver(schema),
    defaultValues: profileFormValues(profile),
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const errors = formState.errors;
  const formRef = useRevealFirstError(formState);
  const genders = useGenders();
  const languages = useLanguages();
  const industries = useIndustries();
  const jobPositions = useJobPositions();
  const update = useUpdateProfile();
  const presentationLength = useWatch({ control, name: 'briefPresentation' }).length;

  const save = (values: UserProfileUpdate) =>
    update.mutate(values, {
      onSuccess: () => toast.success(t('form.saved')),
      onError: (error) => {
        showFieldErrors(error, '', form.getValues(), setError);
        if (!error.message) toast.error(t('form.updateFailed'));
        else
          void describeFailure(error).then((message) => toast.error(t('form.updateFailedWith', { message })));
      },
    });
  // The phone and date rules block the save, each with its alert.
  const refuse = (invalid: FieldErrors<ProfileFormValues>) => {
    if (invalid.phoneNumber) window.alert(t('form.invalidPhone'));
    else if (invalid.birthDate) window.alert(t('form.invalidDate'));
  };

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        className={styles.form}
        aria-label={t('form.label')}
        noValidate
        onSubmit={(event) => void handleSubmit(save, refuse)(event)}
      >
        <FormSection legend={t('form.personal')}>
          <FieldGrid>
            <Field label={t('form.firstName')} error={errors.firstName?.message}>
              {(props) => <input {...props} {...register('firstName')} autoComplete="given-name" />}
            </Field>
            <Field label={t('form.lastName')} error={errors.lastName?.message}>
              {(props) => <input {...props} {...register('lastName')} autoComplete="family-name" />}
            </Field>
            <Field label={t('form.email')} hint={t('form.emailHint')}>
              {(props) => <input {...props} value={profile.email} readOnly type="email" />}
            </Field>
            <SelectField label={t('form.gender')} name="gender" control={control}>
              {genders.map((g) => (
                <option key={g.code} value={g.code}>
                  {g.name}
                </option>
              ))}
            </SelectField>
            <DateField
              label={t('form.birthDate')}
              hint={t('form.birthDateHint')}
              name="birthDate"
              range="birth"
            />
            <SelectField label={t('form.preferredLanguage')} name="preferredLanguage" control={control}>
              {languages.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.languageName}
                </option>
              ))}
            </SelectField>
          </FieldGrid>
          <Switch label={t('form.showBirthDate')} {...register('showBirthDate')} />
        </FormSection>

        <FormSection legend={t('form.location')}>
          <FieldGrid>
            <CountryStateFields countryName="country" stateName="state" />
            <Field label={t('form.city')} error={errors.city?.message}>
              {(props) => <input {...props} {...register('city')} autoComplete="address-level2" />}
            </Field>
          </FieldGrid>
        </FormSection>

        <FormSection legend={t('form.contact')}>
          <div className={styles.phone}>
            <SelectField label={t('form.dialCode')} name="dialCode" control={control}>
              {dialCodes.map((c) => (
                <option key={c.code} value={c.dialCode}>
                  {c.name} (+{c.dialCode})
                </option>
              ))}
            </SelectField>
            <Field
              label={t('form.mobilePhone')}
              hint={t('form.phoneHint', { digits: PHONE_MIN_DIGITS })}
              error={errors.phoneNumber?.message}
            >
              {(props) => (
                <input {...props} {...register('phoneNumber')} type="tel" autoComplete="tel-national" />
              )}
            </Field>
          </div>
        </FormSection>

        <FormSection legend={t('form.professional')}>
          <FieldGrid>
            <Field label={t('form.profession')} error={errors.profession?.message}>
              {(props) => <input {...props} {...register('profession')} />}
            </Field>
            <Field label={t('form.companyName')} error={errors.companyName?.message}>
              {(props) => <input {...props} {...register('companyName')} autoComplete="organization" />}
            </Field>
            <SelectField label={t('form.industry')} name="industry" control={control}>
              {industries.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.name}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('form.jobPosition')} name="jobPosition" control={control}>
              {jobPositions.map((j) => (
                <option key={j.jobPositionID} value={j.jobPositionID}>
                  {j.name}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('form.businessType')} name="businessType" control={control}>
              {PROFILE_BUSINESS_TYPES.map((t) => (
                <option key={t.code} value={t.code}>
                  {t.businessTypeName}
                </option>
              ))}
            </SelectField>
          </FieldGrid>
          <Switch label={t('form.showProfession')} {...register('showProfession')} />
        </FormSection>

        <FormSection legend={t('form.aboutMe')}>
          <TextArea
            label={t('form.briefPresentation')}
            error={errors.briefPresentation?.message}
            registration={register('briefPresentation')}
            maxLength={LIMITS.textAreaMax}
            length={presentationLength}
          />
        </FormSection>

        <div className={styles.actions}>
          <button type="submit" className={buttonClass('primary')} disabled={update.isPending}>
            {update.isPending ? t('form.saving') : t('form.save')}
          </button>
          <Link to={paths.profile.href()} className={buttonClass('outline')}>
            {t('form.back')}
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}

function Switch({ label, ...input }: { label: string } & UseFormRegisterReturn) {
  return (
    <label className={styles.switch}>
      <input type="checkbox" role="switch" className={styles.switchInput} {...input} />
      <span className={styles.switchTrack} aria-hidden />
      <span>{label}</span>
    </label>
  );
}
