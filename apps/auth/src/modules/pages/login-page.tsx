// tsx runs the servers with the root folder's settings, which name no JSX runtime; this pragma picks React's.
/** @jsxRuntime automatic */
import { Field, FormAlert, Layout } from './layout.tsx';
import type { PageFrame } from './render.ts';

export interface LoginPageProps {
  frame: PageFrame;
  values: { email?: string | undefined };
  errors: Record<string, string>;
  formError?: string | undefined;
}

export function LoginPage({ frame, values, errors, formError }: LoginPageProps) {
  const registerHref = `/register?continue=${encodeURIComponent(frame.continueUrl)}`;
  return (
    <Layout title="Sign in" {...frame.layout}>
      <h1>Sign in</h1>
      <p className="lead">Welcome back to {frame.layout.brandName}.</p>
      <FormAlert message={formError} />
      <form method="post" action="/login">
        <input type="hidden" name="continue" value={frame.continueUrl} />
        <Field name="email" label="Email" error={errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={254}
              defaultValue={values.email ?? ''}
            />
          )}
        </Field>
        <Field name="password" label="Password" error={errors.password}>
          {(control) => (
            <input {...control} type="password" autoComplete="current-password" required maxLength={128} />
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
