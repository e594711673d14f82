import { SANDBOX_TEST_CARDS } from '@b2b/contracts';

const digitsOf = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

/**
 * The payment method the sandbox accepts for a test card number, as Stripe's form would give it; undefined for any other
 * number, which is refused here so that it never leaves the browser.
 */
export const sandboxPaymentMethod = (cardNumber: string) =>
  SANDBOX_TEST_CARDS.find((card) => card.number === digitsOf(cardNumber))?.paymentMethod;

/** Whether `MM/YY` names a month that has not ended, seen from `today`. */
export function expiryIsCurrent(expiry: string, today = new Date()) {
  const [month, year] = expiry.split('/').map(Number);
  if (!month || year === undefined) return false;
  const fullYear = 2000 + year;
  return (
    fullYear > today.getFullYear() || (fullYear === today.getFullYear() && month >= today.getMonth() + 1)
  );
}

export const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/;
export const CVC_PATTERN = /^\d{3,4}$/;
