import type { InterfaceLanguage } from '@b2b/contracts';
import { formatNumber } from '../../lib/format-number.ts';

/** An amount in its currency, with up to four decimals as the contract keeps them: `US$1,234.50`. */
export const formatMoney = (amount: number, currency: string, language: InterfaceLanguage) =>
  formatNumber(amount, language, { style: 'currency', currency, maximumFractionDigits: 4 });

/** A quantity as typed, grouped: `12,500`, `2.5`. */
export const formatQuantity = (quantity: number, language: InterfaceLanguage) =>
  formatNumber(quantity, language, { maximumFractionDigits: 4 });

const HOUR = 3600;
const DAY = 24 * HOUR;

/** How long until quotes close, in the largest whole unit: days, else hours, else minutes; 0 when they have. */
export function timeLeftOf(
  secondsLeft: number,
): { unit: 'days' | 'hours' | 'minutes'; count: number } | null {
  if (secondsLeft <= 0) return null;
  if (secondsLeft >= DAY) return { unit: 'days', count: Math.floor(secondsLeft / DAY) };
  if (secondsLeft >= HOUR) return { unit: 'hours', count: Math.floor(secondsLeft / HOUR) };
  return { unit: 'minutes', count: Math.max(1, Math.floor(secondsLeft / 60)) };
}
