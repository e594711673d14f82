// tsx runs the servers with the root folder's settings, which name no JSX runtime; this pragma picks React's.
/** @jsxRuntime automatic */
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@b2b/contracts';
import { EmailField, Field, FormAlert, Layout, SignInFields } from './layout.tsx';
import { accountPageHref, formAction, type PageFrame } from './render.ts';

export interface RegisterValues {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  country?: string | undefined;
  businessType?: string | undefined;
}

export interface RegisterPageProps {
  frame: PageFrame;
  values: RegisterValues;
  errors: Record<string, string>;
  formError?: string | undefined;
  countries: { code: string; name: string }[];
  businessTypes: { code: string; name: string }[];
}

export function RegisterPage({
  frame,
  values,
  errors,
  formError,
  countries,
  businessTypes,
}: RegisterPageProps) {
  const loginHref = accountPageHref('login', frame);
  const { texts } = frame;
  return (
    <Layout title={texts.register.title} {...frame.layout}>
      <h1>{texts.register.title}</h1>
      <p className="lead">{texts.register.lead(frame.layout.brandName)}</p>
      <FormAlert message={formError} />
      <form method="post" action={formAction('register', frame)}>
        <SignInFields frame={frame} />
        <div className="row">
          <Field name="firstName" label={texts.register.firstName} error={errors.firstName}>
            {(control) => (
              <input
                {...control}
                autoComplete="given-name"
                required
                maxLength={NAME_MAX_LENGTH}
                defaultValue={values.firstName ?? ''}
              />
            )}
          </Field>
          <Field name="lastName" label={texts.register.lastName} error={errors.lastName}>
            {(control) => (
              <input
                {...control}
                autoComplete="family-name"
                required
                maxLength={NAME_MAX_LENGTH}
                defaultValue={values.lastName ?? ''}
              />
            )}
          </Field>
        </div>
        <EmailField label={texts.email} value={values.email} error={errors.email} />
        <Field
          name="password"
          label={texts.password}
          error={errors.password}
          hint={texts.register.passwordHint(PASSWORD_MIN_LENGTH)}
        >
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              maxLength={PASSWORD_MAX_LENGTH}
            />
          )}
        </Field>
        <Field name="country" label={texts.register.country} error={errors.country}>
          {(control) => (
            <select {...control} autoComplete="country" required defaultValue={values.country ?? ''}>
              <option value="">{texts.register.chooseCountry}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="businessType" label={texts.register.businessType} error={errors.businessType}>
          {(control) => (
            <select {...control} required defaultValue={values.businessType ?? ''}>
              <option value="">{texts.register.chooseBusinessType}</option>
              {businessTypes.map((t) => (
                <option key={t.code} value={t.code}>
                  {t.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit">{texts.register.submit}</button>
      </form>
      <p className="switch">
        {texts.register.haveAccount} <a href={loginHref}>{texts.register.signIn}</a>
      </p>
    </Layout>
  );
}
