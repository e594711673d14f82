import { INQUIRY_SUBJECTS, OTHER_SUBJECT } from '@b2b/contracts';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

type SubjectKey = ParseKeys<'inquiries'>;

/**
 * The preset subjects of a request, as the API stores them (in English), with their words in the page's language. A
 * request keeps its preset subject in English, so each side reads it in their own language; a typed subject is the
 * sender's own words and stays as written.
 */
const SUBJECT_KEYS: Record<(typeof INQUIRY_SUBJECTS)[number] | typeof OTHER_SUBJECT, SubjectKey> = {
  'Looking for a qualified manufacturer industry': 'subjects.qualifiedManufacturer',
  'Looking for a private label products manufacturer': 'subjects.privateLabel',
  'Becoming exclusive distributor in my country': 'subjects.exclusiveDistributor',
  'Becoming worldwide distributor': 'subjects.worldwideDistributor',
  'Receive full price list': 'subjects.priceList',
  'Receive discount policy': 'subjects.discountPolicy',
  Other: 'subjects.other',
};

const isPreset = (subject: string): subject is keyof typeof SUBJECT_KEYS =>
  Object.hasOwn(SUBJECT_KEYS, subject);

/** A request's subject as the page shows it: a preset one in the page's language, a typed one as written. */
export function useSubjectText(): (subject: string) => string {
  const { t } = useTranslation('inquiries');
  return (subject) => (isPreset(subject) && subject !== OTHER_SUBJECT ? t(SUBJECT_KEYS[subject]) : subject);
}

/** The send-request form's subject choices: the presets, then `Other`; each one's value is what the API stores. */
export function useSubjectOptions(): { value: string; label: string }[] {
  const { t } = useTranslation('inquiries');
  return ([...INQUIRY_SUBJECTS, OTHER_SUBJECT] as const).map((subject) => ({
    value: subject,
    label: t(SUBJECT_KEYS[subject]),
  }));
}
