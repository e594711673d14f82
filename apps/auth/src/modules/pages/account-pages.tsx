// tsx runs the servers with the root folder's settings, which name no JSX runtime; this pragma picks React's.
/** @jsxRuntime automatic */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@b2b/contracts';
import { EmailField, Field, FormAlert, Layout } from './layout.tsx';
import type { PageFrame } from './render.ts';

/** Where a form posts: its own address, with the page's language when it carries one. */
const actionOf = (path: string, frame: PageFrame) => (frame.lang ? `${path}?lang=${frame.lang}` : path);

/** The address to come back to, which every form of these pages carries on. */
const ContinueField = ({ frame }: { frame: PageFrame }) => (
  <input type="hidden" name="continue" value={frame.continueUrl} />
);

/** A page that says what happened, with one way on. */
export function MessagePage({
  frame,
  title,
  text,
  link,
}: {
  frame: PageFrame;
  title: string;
  text: string;
  link?: { href: string; label: string } | undefined;
}) {
  return (
    <Layout title={title} {...frame.layout}>
      <h1>{title}</h1>
      <p className="lead">{text}</p>
      {link ? (
        <p className="switch">
          <a href={link.href}>{link.label}</a>
        </p>
      ) : null}
    </Layout>
  );
}

/** A new password, with the registration's hint and limits. */
function NewPasswordField({
  frame,
  label,
  error,
}: {
  frame: PageFrame;
  label: string;
  error?: string | undefined;
}) {
  return (
    <Field
      name="password"
      label={label}
      error={error}
      hint={frame.texts.register.passwordHint(PASSWORD_MIN_LENGTH)}
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
  );
}

function CurrentPasswordField({ label, error }: { label: string; error?: string | undefined }) {
  return (
    <Field name="currentPassword" label={label} error={error}>
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
  );
}

export interface FormPageProps {
  frame: PageFrame;
  errors: Record<string, string>;
  formError?: string | undefined;
}

export function ForgotPasswordPage({
  frame,
  values,
  errors,
  formError,
  loginHref,
}: FormPageProps & { values: { email?: string | undefined }; loginHref: string }) {
  const { texts } = frame;
  return (
    <Layout title={texts.forgotPassword.title} {...frame.layout}>
      <h1>{texts.forgotPassword.title}</h1>
      <p className="lead">{texts.forgotPassword.lead}</p>
      <FormAlert message={formError} />
      <form method="post" action={actionOf('/forgot-password', frame)}>
        <ContinueField frame={frame} />
        <EmailField label={texts.email} value={values.email} error={errors.email} />
        <button type="submit">{texts.forgotPassword.submit}</button>
      </form>
      <p className="switch">
        <a href={loginHref}>{texts.forgotPassword.backToSignIn}</a>
      </p>
    </Layout>
  );
}

export function ResetPasswordPage({ frame, token, errors, formError }: FormPageProps & { token: string }) {
  const { texts } = frame;
  return (
    <Layout title={texts.resetPassword.title} {...frame.layout}>
      <h1>{texts.resetPassword.title}</h1>
      <p className="lead">{texts.resetPassword.lead}</p>
      <FormAlert message={formError} />
      <form method="post" action={actionOf('/reset-password', frame)}>
        <input type="hidden" name="token" value={token} />
        <NewPasswordField frame={frame} label={texts.resetPassword.newPassword} error={errors.password} />
        <button type="submit">{texts.resetPassword.submit}</button>
      </form>
    </Layout>
  );
}

export function ChangePasswordPage({ frame, errors, formError }: FormPageProps) {
  const { texts } = frame;
  return (
    <Layout title={texts.changePassword.title} {...frame.layout}>
      <h1>{texts.changePassword.title}</h1>
      <p className="lead">{texts.changePassword.lead}</p>
      <FormAlert message={formError} />
      <form method="post" action={actionOf('/account/password', frame)}>
        <ContinueField frame={frame} />
        <CurrentPasswordField label={texts.changePassword.currentPassword} error={errors.currentPassword} />
        <NewPasswordField frame={frame} label={texts.changePassword.newPassword} error={errors.password} />
        <button type="submit">{texts.changePassword.submit}</button>
      </form>
    </Layout>
  );
}

export function ChangeEmailPage({
  frame,
  currentEmail,
  values,
  errors,
  formError,
}: FormPageProps & { currentEmail: string; values: { email?: string | undefined } }) {
  const { texts } = frame;
  return (
    <Layout title={texts.changeEmail.title} {...frame.layout}>
      <h1>{texts.changeEmail.title}</h1>
      <p className="lead">{texts.changeEmail.lead(currentEmail)}</p>
      <FormAlert message={formError} />
      <form method="post" action={actionOf('/account/email', frame)}>
        <ContinueField frame={frame} />
        <EmailField label={texts.changeEmail.newEmail} value={values.email} error={errors.email} />
        <CurrentPasswordField label={texts.changeEmail.currentPassword} error={errors.currentPassword} />
        <button type="submit">{texts.changeEmail.submit}</button>
      </form>
    </Layout>
  );
}

/**
 * A mailed link that changes something opens this page, and only its button spends the token: mail scanners that
 * fetch every link of a message must not change an account.
 */
export function ConfirmLinkPage({
  frame,
  action,
  token,
  title,
  text,
  submit,
}: {
  frame: PageFrame;
  action: string;
  token: string;
  title: string;
  text: string;
  submit: string;
}) {
  return (
    <Layout title={title} {...frame.layout}>
      <h1>{title}</h1>
      <p className="lead">{text}</p>
      <form method="post" action={actionOf(action, frame)}>
        <input type="hidden" name="token" value={token} />
        <button type="submit">{submit}</button>
      </form>
    </Layout>
  );
}
