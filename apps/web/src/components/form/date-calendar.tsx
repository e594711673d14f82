import type { InterfaceLanguage } from '@b2b/contracts';
import { useEffect, useRef } from 'react';
import { DayPicker, type ClassNames } from 'react-day-picker';
import { enUS, es, it, zhCN } from 'react-day-picker/locale';
import styles from './date-field.module.css';

/**
 * The years a calendar's selectors offer: `recent`, ten before and ten after this one (a certificate's dates, the
 * specification's date picker); `birth`, the last hundred up to this one.
 */
export type DateSpan = 'recent' | 'birth';

/** The date library's locale of each language: month and weekday names, the first day of the week, the labels. */
const LOCALES = { en: enUS, es, it, zh: zhCN } as const;

const CLASS_NAMES: Partial<ClassNames> = {
  root: styles.calendar,
  months: styles.months,
  month_caption: styles.caption,
  dropdowns: styles.dropdowns,
  dropdown_root: styles.dropdownRoot,
  dropdown: styles.dropdown,
  caption_label: styles.captionLabel,
  nav: styles.nav,
  button_previous: styles.navButton,
  button_next: styles.navButton,
  chevron: styles.chevron,
  month_grid: styles.grid,
  weekday: styles.weekday,
  day: styles.day,
  day_button: styles.dayButton,
  selected: styles.selected,
  today: styles.today,
  outside: styles.outside,
  disabled: styles.disabled,
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `1970-10-24` → that day at local midnight, the calendar's kind of date; anything else → undefined. */
function parseDate(text: string): Date | undefined {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getDate() === Number(match[3]) ? date : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The picked day as the forms send it: `YYYY-MM-DD`. */
const formatDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The selectors' first and last months; a date already set outside them widens them, so it can be seen. */
function monthsOf(span: DateSpan, selected: Date | undefined, today: Date) {
  const year = today.getFullYear();
  let start = new Date(span === 'birth' ? year - 100 : year - 10, 0, 1);
  let end = new Date(span === 'birth' ? year : year + 10, 11, 1);
  if (selected && selected < start) start = new Date(selected.getFullYear(), 0, 1);
  if (selected && selected > end) end = new Date(selected.getFullYear(), 11, 1);
  return { start, end };
}

/** The calendar of a date field: month and year selectors, the month's days; picking one hands it back as text. */
export default function DateCalendar({
  value,
  range,
  language,
  onPick,
}: {
  value: string;
  range: DateSpan;
  language: InterfaceLanguage;
  onPick: (date: string) => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const today = new Date();
  const selected = parseDate(value);
  const { start, end } = monthsOf(range, selected, today);
  // Arriving after the popover opened (its first loading), the calendar gives the keyboard its month selector, as the
  // popover does when the calendar is already there.
  useEffect(() => {
    if (!root.current?.contains(document.activeElement)) root.current?.querySelector('select')?.focus();
  }, []);
  return (
    <div ref={root}>
      <DayPicker
        mode="single"
        // Picking the day already chosen keeps it (and closes the calendar) rather than emptying the field.
        required
        locale={LOCALES[language]}
        captionLayout="dropdown"
        startMonth={start}
        endMonth={end}
        defaultMonth={selected ?? today}
        selected={selected}
        // A birth date in the future would be refused: the calendar does not offer it.
        disabled={range === 'birth' ? { after: today } : undefined}
        onSelect={(date) => onPick(formatDate(date))}
        classNames={CLASS_NAMES}
        fixedWeeks
      />
    </div>
  );
}
