import * as Popover from '@radix-ui/react-popover';
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/language.ts';
import type { DateSpan } from './date-calendar.tsx';
import styles from './date-field.module.css';
import { Field } from './field.tsx';

const loadCalendar = () => import('./date-calendar.tsx');
// The calendar and its date library load with the first opening (or the pointer's approach), never with the page.
const DateCalendar = lazy(loadCalendar);

/**
 * A date of the surrounding form (`FormProvider`), typed as `YYYY-MM-DD` or picked in a calendar whose month and year
 * selectors span `range`; the value stays the text the form has always sent.
 */
export function DateField({
  label,
  name,
  hint,
  range = 'recent',
}: {
  label: string;
  name: string;
  hint?: string;
  range?: DateSpan;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { register, setValue, control } = useFormContext();
  const { errors, isSubmitted } = useFormState({ name });
  const value = String(useWatch({ control, name }) ?? '');
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const popover = useRef<HTMLDivElement>(null);
  const registration = register(name);
  const error = (get(errors, name) as { message?: string } | undefined)?.message;

  const pick = (date: string) => {
    setValue(name, date, { shouldDirty: true, shouldTouch: true, shouldValidate: isSubmitted });
    setOpen(false);
  };

  return (
    <Field label={label} hint={hint} error={error}>
      {(props) => (
        <div className={styles.control}>
          <input
            {...props}
            {...registration}
            ref={(element) => {
              registration.ref(element);
              input.current = element;
            }}
            placeholder={t('form.datePlaceholder')}
            inputMode="numeric"
            autoComplete="off"
          />
          <Popover.Root open={open} onOpenChange={setOpen}>
            <Popover.Trigger
              type="button"
              className={styles.trigger}
              aria-label={t('form.chooseDate', { field: label })}
              onPointerEnter={() => void loadCalendar()}
              onFocus={() => void loadCalendar()}
            >
              <CalendarDays aria-hidden size={20} />
            </Popover.Trigger>
            <Popover.Portal>
              <Popover.Content
                ref={popover}
                className={styles.popover}
                aria-label={label}
                align="end"
                sideOffset={6}
                collisionPadding={8}
                // The month selector takes the focus: the way to a date years away. A calendar still loading takes it
                // itself when it arrives. On closing, the focus goes back to the text.
                onOpenAutoFocus={(event) => {
                  event.preventDefault();
                  popover.current?.querySelector('select')?.focus();
                }}
                onCloseAutoFocus={(event) => {
                  event.preventDefault();
                  input.current?.focus();
                }}
              >
                <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
                  <DateCalendar value={value} range={range} language={language} onPick={pick} />
                </Suspense>
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
        </div>
      )}
    </Field>
  );
}
