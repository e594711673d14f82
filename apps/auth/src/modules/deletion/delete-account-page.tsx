// tsx runs the servers with the root folder's settings, which name no JSX runtime; this pragma picks React's.
/** @jsxRuntime automatic */
import { ACCOUNT_DELETE_PAGE, PASSWORD_MAX_LENGTH } from '@b2b/contracts';
import { Field, FormAlert, Layout, type LayoutProps } from '../pages/layout.tsx';
import type { DeletionTexts } from './deletion-texts.ts';

export interface DeleteAccountPageProps {
  layout: Omit<LayoutProps, 'title' | 'children'>;
  words: DeletionTexts;
  /** The open request's account; none when the request is not open, and the page only says so. */
  email: string | undefined;
  request: string;
  continueUrl: string;
  /** Where "Keep my account" leads: the profile on the portal the person came from. */
  profileUrl: string;
  formError?: string | undefined;
  passwordError?: string | undefined;
  /** The page's language when the form must carry it. */
  lang: string | undefined;
}

/** Asks for the password once more before the account goes; works without JavaScript, like the other pages. */
export function DeleteAccountPage(props: DeleteAccountPageProps) {
  const { layout, words, email } = props;
  const action = props.lang ? `${ACCOUNT_DELETE_PAGE}?lang=${props.lang}` : ACCOUNT_DELETE_PAGE;
  return (
    <Layout title={words.title} {...layout}>
      <h1>{words.title}</h1>
      <FormAlert message={props.formError} />
      {email === undefined ? null : (
        <>
          <p className="lead">{words.lead(layout.brandName)}</p>
          <p>{words.what}</p>
          <p>{words.account(email)}</p>
          <form method="post" action={action}>
            <input type="hidden" name="request" value={props.request} />
            <input type="hidden" name="continue" value={props.continueUrl} />
            <Field name="password" label={layout.texts.password} error={props.passwordError}>
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
            <button type="submit" className="danger">
              {words.submit}
            </button>
          </form>
        </>
      )}
      <p className="switch">
        <a href={props.profileUrl}>{words.keep}</a>
      </p>
    </Layout>
  );
}
