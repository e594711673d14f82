import type { InterfaceLanguage } from '@b2b/contracts';
import { formatNumber } from './format-number.ts';

/** Support time as the memberships count it: hours, in quarters (`1.5 h`, `0.25 h`; `1,5 h` in Spanish). */
export const formatHours = (minutes: number, language: InterfaceLanguage = 'en') =>
  `${formatNumber(minutes / 60, language, { maximumFractionDigits: 2 })} h`;
