// tsx runs the servers with the root folder's settings, which name no JSX runtime; this pragma picks React's.
/** @jsxRuntime automatic */
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@b2b/contracts';
import { EmailField, Field, FormAlert, Layout, SignInFields } from './layout.tsx';
import { accountPageHref, type PageFrame } from './render.ts';

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
  return (
    <Layout title="Create your account" {...frame.layout}>
      <h1>Create your account</h1>
      <p className="lead">One free account for every {frame.layout.brandName} portal.</p>
      <FormAlert message={formError} />
      <form method="post" action="/register">
        <SignInFields frame={frame} />
        <div className="row">
          <Field name="firstName" label="First name" error={errors.firstName}>
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
          <Field name="lastName" label="Last name" error={errors.lastName}>
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
        <EmailField value={values.email} error={errors.email} />
        <Field
          name="password"
          label="Password"
          error={errors.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. Common passwords are refused.`}
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
        <Field name="country" label="Country" error={errors.country}>
          {(control) => (
            <select {...control} autoComplete="country" required defaultValue={values.country ?? ''}>
              <option value="">Select your country</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="businessType" label="Business type" error={errors.businessType}>
          {(control) => (
            <select {...control} required defaultValue={values.businessType ?? ''}>
              <option value="">Select your business type</option>
              {businessTypes.map((t) => (
                <option key={t.code} value={t.code}>
                  {t.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit">Create account</button>
      </form>
      <p className="switch">
        Already have an account? <a href={loginHref}>Sign in</a>
      </p>
    </Layout>
  );
}
