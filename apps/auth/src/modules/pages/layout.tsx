// tsx runs the servers with the root folder's settings, which name no JSX runtime; this pragma picks React's.
/** @jsxRuntime automatic */
import { EMAIL_MAX_LENGTH, htmlLangOf, type InterfaceLanguage } from '@b2b/contracts';
import type { ReactNode } from 'react';
import type { PageFrame } from './render.ts';
import type { PageTexts } from './texts/index.ts';

export interface LayoutProps {
  title: string;
  brandName: string;
  /** The stylesheet's address, versioned by its content. */
  stylesheet: string;
  /** Where the brand links: the portal the person came from. */
  homeUrl: string;
  language: InterfaceLanguage;
  texts: PageTexts;
  children: ReactNode;
}

/** The whole document: no script at all, so the pages work with JavaScript off and the CSP forbids every script. */
export function Layout({ title, brandName, stylesheet, homeUrl, language, texts, children }: LayoutProps) {
  return (
    <html lang={htmlLangOf(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{texts.documentTitle(title, brandName)}</title>
        <link rel="stylesheet" href={stylesheet} />
        {/* No icon of its own: an empty one spares the browser a request that would only find 404. */}
        <link rel="icon" href="data:," />
      </head>
      <body>
        <header className="topbar">
          <a className="brand" href={homeUrl}>
            {brandName}
          </a>
        </header>
        <main>
          <div className="card">{children}</div>
        </main>
        <footer>{texts.footer(brandName)}</footer>
      </body>
    </html>
  );
}

export interface FieldProps {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Renders the control, given the attributes that tie it to its label, hint and error. */
  children: (control: {
    id: string;
    name: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/** A labelled control whose hint and error are announced with it (aria-describedby). */
export function Field({ name, label, error, hint, children }: FieldProps) {
  const id = `field-${name}`;
  const hintID = hint ? `${id}-hint` : undefined;
  const errorID = error ? `${id}-error` : undefined;
  const describedBy = [errorID, hintID].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        name,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <p className="hint" id={hintID}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={errorID}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The email field of both forms; the entered address is kept when the form comes back with errors. */
export function EmailField({
  label,
  value,
  error,
}: {
  label: string;
  value: string | undefined;
  error?: string | undefined;
}) {
  return (
    <Field name="email" label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={value ?? ''}
        />
      )}
    </Field>
  );
}

export function FormAlert({ message }: { message?: string | undefined }) {
  return message ? (
    <div className="alert" role="alert">
      {message}
    </div>
  ) : null;
}

/** The sign-in's return address and state, which every form carries on to the hand-off. */
export function SignInFields({ frame }: { frame: PageFrame }) {
  return (
    <>
      <input type="hidden" name="continue" value={frame.continueUrl} />
      {frame.state ? <input type="hidden" name="state" value={frame.state} /> : null}
    </>
  );
}
