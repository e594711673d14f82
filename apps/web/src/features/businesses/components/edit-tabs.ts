/** The edit page's tabs, each with its own address `/business/{id}/edit/{slug}`. */
export const EDIT_TABS = [
  { slug: 'general', label: 'General' },
  { slug: 'contact', label: 'Contact' },
  { slug: 'factory', label: 'Factory' },
  { slug: 'trade-capabilities', label: 'Trade capabilities' },
  { slug: 'business-terms', label: 'Business terms' },
  { slug: 'certificates', label: 'Certificates' },
  { slug: 'photos-and-video', label: 'Photos and video' },
] as const;
export type EditTab = (typeof EDIT_TABS)[number]['slug'];

export const DEFAULT_EDIT_TAB: EditTab = 'general';

export const isEditTab = (slug: string): slug is EditTab => EDIT_TABS.some((t) => t.slug === slug);
