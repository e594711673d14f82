// tsx runs the servers with the root folder's settings, which name no JSX runtime; this pragma picks React's.
/** @jsxRuntime automatic */
import { PASSWORD_MAX_LENGTH } from '@b2b/contracts';
import { EmailField, Field, FormAlert, Layout, SignInFields } from './layout.tsx';
import { accountPageHref, formAction, type PageFrame } from './render.ts';

export interface LoginPageProps {
  frame: PageFrame;
  values: { email?: string | undefined };
  errors: Record<string, string>;
  formError?: string | undefined;
}

export function LoginPage({ frame, values, errors, formError }: LoginPageProps) {
  const registerHref = accountPageHref('register', frame);
  const forgotHref = accountPageHref('forgot-password', frame);
  const { texts } = frame;
  return (
    <Layout title={texts.login.title} {...frame.layout}>
      <h1>{texts.login.title}</h1>
      <p className="lead">{texts.login.lead(frame.layout.brandName)}</p>
      <FormAlert message={formError} />
      <form method="post" action={formAction('login', frame)}>
        <SignInFields frame={frame} />
        <EmailField label={texts.email} value={values.email} error={errors.email} />
        <Field name="password" label={texts.password} error={errors.password}>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              required
              maxLength={PASSWORD_MAX_LENGTH}
            />
          )}
        </Field>
        <p className="hint">
          <a href={forgotHref}>{texts.forgotPassword.link}</a>
        </p>
        <button type="submit">{texts.login.submit}</button>
      </form>
      <p className="switch">
        {texts.login.newHere} <a href={registerHref}>{texts.login.createAccount}</a>
      </p>
    </Layout>
  );
}
