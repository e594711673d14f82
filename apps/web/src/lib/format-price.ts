import type { InterfaceLanguage } from '@b2b/contracts';
import { formatNumber } from './format-number.ts';

/**
 * A price in US dollars from the plans' cents (MEMBERSHIP_PRICE_CENTS), in the page's language: English keeps the
 * portal's `US$ 1850.00`, the others are written as their language writes dollars (`1850,00 US$`, `1850,00 USD`,
 * `US$1,850.00`).
 */
export const formatPrice = (cents: number, language: InterfaceLanguage) =>
  language === 'en'
    ? `US$ ${(cents / 100).toFixed(2)}`
    : formatNumber(cents / 100, language, { style: 'currency', currency: 'USD' });
