import type { ParseKeys } from 'i18next';

/** The edit page's tabs, each with its own address `/business/{id}/edit/{slug}`. */
export const EDIT_TABS = [
  { slug: 'general', label: 'tabs.general' },
  { slug: 'contact', label: 'tabs.contact' },
  { slug: 'factory', label: 'tabs.factory' },
  { slug: 'trade-capabilities', label: 'tabs.trade' },
  { slug: 'business-terms', label: 'tabs.terms' },
  { slug: 'certificates', label: 'tabs.certificates' },
  { slug: 'photos-and-video', label: 'tabs.photos' },
] as const satisfies readonly { slug: string; label: ParseKeys<'businessEditor'> }[];
export type EditTab = (typeof EDIT_TABS)[number]['slug'];

export const DEFAULT_EDIT_TAB: EditTab = 'general';

export const isEditTab = (slug: string): slug is EditTab => EDIT_TABS.some((t) => t.slug === slug);
