import { htmlLangOf, type InterfaceLanguage } from '@b2b/contracts';

/** Support time as the memberships count it: hours, in quarters (`1.5 h`, `0.25 h`; `1,5 h` in Spanish). */
export const formatHours = (minutes: number, language: InterfaceLanguage = 'en') =>
  `${new Intl.NumberFormat(htmlLangOf(language), { maximumFractionDigits: 2 }).format(minutes / 60)} h`;
