// tsx runs the servers with the root folder's settings, which name no JSX runtime; this pragma picks React's.
/** @jsxRuntime automatic */
import { PASSWORD_MAX_LENGTH } from '@b2b/contracts';
import { EmailField, Field, FormAlert, Layout, SignInFields } from './layout.tsx';
import { accountPageHref, type PageFrame } from './render.ts';

export interface LoginPageProps {
  frame: PageFrame;
  values: { email?: string | undefined };
  errors: Record<string, string>;
  formError?: string | undefined;
}

export function LoginPage({ frame, values, errors, formError }: LoginPageProps) {
  const registerHref = accountPageHref('register', frame);
  return (
    <Layout title="Sign in" {...frame.layout}>
      <h1>Sign in</h1>
      <p className="lead">Welcome back to {frame.layout.brandName}.</p>
      <FormAlert message={formError} />
      <form method="post" action="/login">
        <SignInFields frame={frame} />
        <EmailField value={values.email} error={errors.email} />
        <Field name="password" label="Password" error={errors.password}>
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
        <button type="submit">Sign in</button>
      </form>
      <p className="switch">
        New here? <a href={registerHref}>Create an account</a>
      </p>
    </Layout>
  );
}
