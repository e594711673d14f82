import { MEMBERSHIP_PRICE_CENTS } from '@b2b/contracts';
import { describe, expect, it } from 'vitest';
import { paysFor, priceOf } from './payment-reconciliation.ts';

describe('a payment pays for a plan', () => {
  it('when it is exactly the plan’s price in US dollars, whatever the case of the currency code', () => {
    expect(paysFor('platinum', { cents: MEMBERSHIP_PRICE_CENTS.platinum, currency: 'usd' })).toBe(true);
    expect(paysFor('gold', { cents: MEMBERSHIP_PRICE_CENTS.gold, currency: 'USD' })).toBe(true);
    expect(priceOf('premium')).toEqual({ cents: MEMBERSHIP_PRICE_CENTS.premium, currency: 'usd' });
  });

  it('not for a cent, a lower plan’s price, more than the price, or no amount at all', () => {
    expect(paysFor('platinum', { cents: 1, currency: 'usd' })).toBe(false);
    expect(paysFor('platinum', { cents: MEMBERSHIP_PRICE_CENTS.gold, currency: 'usd' })).toBe(false);
    expect(paysFor('gold', { cents: MEMBERSHIP_PRICE_CENTS.gold + 1, currency: 'usd' })).toBe(false);
    expect(paysFor('gold', undefined)).toBe(false);
    expect(paysFor('gold', { cents: Number.NaN, currency: 'usd' })).toBe(false);
  });

  it('not for the right number in another currency', () => {
    expect(paysFor('gold', { cents: MEMBERSHIP_PRICE_CENTS.gold, currency: 'jpy' })).toBe(false);
    expect(paysFor('gold', { cents: MEMBERSHIP_PRICE_CENTS.gold, currency: '' })).toBe(false);
  });
});
