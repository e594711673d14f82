import {
  CONTRACT_MANUFACTURING,
  DELIVERY_TERMS,
  MARKETS,
  PACKAGING_TYPES,
  PAYMENT_TYPES,
  type Coded,
} from '@b2b/contracts';
import { describe, expect, it } from 'vitest';
import english from '../../locales/en/businesses.json';
import type { CodedList } from './coded-list-names.ts';

const CONTRACT_LISTS: Record<CodedList, Coded> = {
  contractManufacturing: CONTRACT_MANUFACTURING,
  markets: MARKETS,
  deliveryTerms: DELIVERY_TERMS,
  packagingTypes: PACKAGING_TYPES,
  paymentTypes: PAYMENT_TYPES,
};

describe("the business lists' names", () => {
  it("name every code of the contracts' lists, in their order, with their English names, and no other", () => {
    for (const [list, coded] of Object.entries(CONTRACT_LISTS)) {
      expect(Object.entries(english.lists[list as CodedList]), list).toEqual(
        coded.map(({ code, name }) => [code, name]),
      );
    }
  });
});
