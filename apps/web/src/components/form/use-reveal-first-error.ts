import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.tsx';

/** A control the form marked invalid, or a cluster of controls (a range, a phone) that carries its error. */
const INVALID = '[aria-invalid="true"], fieldset[aria-describedby]';

/** What stays on screen above the page: the sticky header hides what scrolls under it. */
const headerBottom = () => document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;

const inView = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.top >= Math.max(headerBottom(), 0) && box.bottom <= window.innerHeight;
};

/** The field's name as the person reads it: its label, or its cluster's legend. */
function nameOf(element: Element): string {
  if (element instanceof HTMLFieldSetElement) return element.querySelector('legend')?.textContent ?? '';
  const label = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
  return label?.textContent ?? element.getAttribute('aria-label') ?? '';
}

/** The error the field is described by (its hint may describe it too). */
function errorOf(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((node) => node !== null && !node.id.endsWith('-hint'))
    .map((node) => node!.textContent ?? '')
    .join(' ');
}

/**
 * A refused submit never passes silently: once the form has drawn its errors, the first invalid field in the page's
 * order scrolls to the middle of the screen and takes the focus, so that a screen reader reads its label and error. A
 * toast says the refusal too: the form's own message when it has one, otherwise the field and its error when the field
 * was out of view. Returns the ref for the `<form>`; forms using it turn off react-hook-form's own focus
 * (`shouldFocusError: false`), which would scroll first and leave the field under the sticky header.
 */
export function useRevealFirstError(
  formState: { submitCount: number; isSubmitting: boolean; errors: object },
  { refusal }: { refusal?: string } = {},
) {
  const { t } = useTranslation('common');
  const element = useRef<HTMLFormElement | null>(null);
  const revealed = useRef(0);
  // Read from react-hook-form's form state, which renders the form again when they change.
  const { submitCount, isSubmitting, errors } = formState;
  const refused = !isSubmitting && Object.keys(errors).length > 0;

  useEffect(() => {
    if (isSubmitting || submitCount === revealed.current) return;
    revealed.current = submitCount;
    if (!refused) return;
    const first = element.current?.querySelector(INVALID);
    if (!first) {
      if (refusal) toast.error(refusal);
      return;
    }
    const hidden = !inView(first);
    first.scrollIntoView({ block: 'center' });
    const control =
      first instanceof HTMLFieldSetElement ? first.querySelector('input, select, textarea') : first;
    if (control instanceof HTMLElement) control.focus({ preventScroll: true });
    if (refusal) toast.error(refusal);
    else if (hidden) toast.error(t('toast.checkField', { field: nameOf(first), error: errorOf(first) }));
  }, [submitCount, isSubmitting, refused, refusal, t]);

  return useCallback((node: HTMLFormElement | null) => {
    element.current = node;
  }, []);
}
