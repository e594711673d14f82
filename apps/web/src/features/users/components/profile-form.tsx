import {
  BUSINESS_TYPES,
  INVALID_DATE_MESSAGE,
  INVALID_PHONE_MESSAGE,
  LIMITS,
  PROFILE_BUSINESS_TYPE_CODES,
  PROFILE_UPDATED_MESSAGE,
  type UserProfile,
  type UserProfileUpdate,
} from '@b2b/contracts';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import { useMemo } from 'react';
import {
  FormProvider,
  useForm,
  useWatch,
  type FieldErrors,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { useNamedCountries } from '../../../lib/country-names.ts';
import { useLanguage } from '../../../lib/language.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { Field, FieldGrid, FormSection } from '../../../components/form/field.tsx';
import { TextArea } from '../../../components/form/text-area.tsx';
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

const PROFILE_BUSINESS_TYPES = BUSINESS_TYPES.filter((type) =>
  (PROFILE_BUSINESS_TYPE_CODES as readonly string[]).includes(type.code),
);

const UPDATE_FAILED = 'An error has ocurred when trying to update';

/** Every editable field of the profile; the email is shown, never sent. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
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
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const errors = formState.errors;
  const genders = useGenders();
  const languages = useLanguages();
  const industries = useIndustries();
  const jobPositions = useJobPositions();
  const update = useUpdateProfile();
  const presentationLength = useWatch({ control, name: 'briefPresentation' }).length;

  const save = (values: UserProfileUpdate) =>
    update.mutate(values, {
      onSuccess: () => toast.success(PROFILE_UPDATED_MESSAGE),
      onError: (error) => {
        showFieldErrors(error, '', form.getValues(), setError);
        toast.error(error.message ? `${UPDATE_FAILED}: ${error.message}` : UPDATE_FAILED);
      },
    });
  // The phone and date rules block the save with the specification's alerts (section 5 of 02-).
  const refuse = (invalid: FieldErrors<ProfileFormValues>) => {
    if (invalid.phoneNumber) window.alert(INVALID_PHONE_MESSAGE);
    else if (invalid.birthDate) window.alert(INVALID_DATE_MESSAGE);
  };

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        aria-label="Profile details"
        noValidate
        onSubmit={(event) => void handleSubmit(save, refuse)(event)}
      >
        <FormSection legend="Personal information">
          <FieldGrid>
            <Field label="First name" error={errors.firstName?.message}>
              {(props) => <input {...props} {...register('firstName')} autoComplete="given-name" />}
            </Field>
            <Field label="Last name" error={errors.lastName?.message}>
              {(props) => <input {...props} {...register('lastName')} autoComplete="family-name" />}
            </Field>
            <Field label="Email" hint="Your email belongs to your account and cannot be changed here.">
              {(props) => <input {...props} value={profile.email} readOnly type="email" />}
            </Field>
            <SelectField label="Gender" name="gender" control={control}>
              {genders.map((g) => (
                <option key={g.code} value={g.code}>
                  {g.name}
                </option>
              ))}
            </SelectField>
            <Field label="Birth date" hint="YYYY-MM-DD, e.g. 1970-10-24" error={errors.birthDate?.message}>
              {(props) => (
                <input {...props} {...register('birthDate')} placeholder="YYYY-MM-DD" inputMode="numeric" />
              )}
            </Field>
            <SelectField label="Preferred language" name="preferredLanguage" control={control}>
              {languages.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.languageName}
                </option>
              ))}
            </SelectField>
          </FieldGrid>
          <Switch label="Show my birth date on my profile" {...register('showBirthDate')} />
        </FormSection>

        <FormSection legend="Location">
          <FieldGrid>
            <CountryStateFields countryName="country" stateName="state" />
            <Field label="City" error={errors.city?.message}>
              {(props) => <input {...props} {...register('city')} autoComplete="address-level2" />}
            </Field>
          </FieldGrid>
        </FormSection>

        <FormSection legend="Contact">
          <div className={styles.phone}>
            <SelectField label="Country code" name="dialCode" control={control}>
              {dialCodes.map((c) => (
                <option key={c.code} value={c.dialCode}>
                  {c.name} (+{c.dialCode})
                </option>
              ))}
            </SelectField>
            <Field label="Mobile phone" hint="At least 8 digits" error={errors.phoneNumber?.message}>
              {(props) => (
                <input {...props} {...register('phoneNumber')} type="tel" autoComplete="tel-national" />
              )}
            </Field>
          </div>
        </FormSection>

        <FormSection legend="Professional information">
          <FieldGrid>
            <Field label="Profession" error={errors.profession?.message}>
              {(props) => <input {...props} {...register('profession')} />}
            </Field>
            <Field label="Company name" error={errors.companyName?.message}>
              {(props) => <input {...props} {...register('companyName')} autoComplete="organization" />}
            </Field>
            <SelectField label="Industry" name="industry" control={control}>
              {industries.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.name}
                </option>
              ))}
            </SelectField>
            <SelectField label="Job position" name="jobPosition" control={control}>
              {jobPositions.map((j) => (
                <option key={j.jobPositionID} value={j.jobPositionID}>
                  {j.name}
                </option>
              ))}
            </SelectField>
            <SelectField label="Business type" name="businessType" control={control}>
              {PROFILE_BUSINESS_TYPES.map((t) => (
                <option key={t.code} value={t.code}>
                  {t.businessTypeName}
                </option>
              ))}
            </SelectField>
          </FieldGrid>
          <Switch label="Show my profession on my profile" {...register('showProfession')} />
        </FormSection>

        <FormSection legend="About me">
          <TextArea
            label="Brief presentation"
            error={errors.briefPresentation?.message}
            registration={register('briefPresentation')}
            maxLength={LIMITS.textAreaMax}
            length={presentationLength}
          />
        </FormSection>

        <div className={styles.actions}>
          <button type="submit" className={buttonClass('primary')} disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save changes'}
          </button>
          <Link to={paths.profile.href()} className={buttonClass('outline')}>
            Back to my profile
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
