import { NO_BUSINESS_MESSAGE, type BusinessCard, type BusinessProfile } from '@b2b/contracts';
import { NotFound } from '@b2b/server-kit';
import { toBusinessCard, toBusinessProfile } from './business-views.ts';
import type { BusinessesRepository } from './businesses.repository.ts';

export const unique = (ids: string[]) => [...new Set(ids)];

/**
 * Businesses as other screens show them, by id: a few queries whatever the number of ids, so lists (search, products,
 * comment authors) never ask once per business. Unknown ids are left out of the maps.
 */
export function businessReads(repo: BusinessesRepository) {
  async function cardsOf(ids: string[]): Promise<Map<string, BusinessCard>> {
    const rows = await repo.findBusinesses(unique(ids));
    return new Map(rows.map((row) => [row.business.id, toBusinessCard(row, row.categories, row.likes)]));
  }

  async function profilesOf(ids: string[]): Promise<Map<string, BusinessProfile>> {
    const wanted = unique(ids);
    const [rows, certificates] = await Promise.all([
      repo.findBusinesses(wanted),
      repo.certificatesOf(wanted),
    ]);
    const factories = rows.map((r) => r.business.factory);
    const [countries, states, languages] = await Promise.all([
      repo.countriesByCode(unique(factories.flatMap((f) => (f.countryCode ? [f.countryCode] : [])))),
      repo.statesByID(unique(factories.flatMap((f) => (f.stateID ? [f.stateID] : [])))),
      repo.languagesByCode(unique(rows.flatMap((r) => r.business.tradeCapabilities.spokenLanguages ?? []))),
    ]);
    return new Map(
      rows.map((row) => {
        const id = row.business.id;
        const profile = toBusinessProfile(row, row.categories, certificates.get(id) ?? [], {
          countries,
          states,
          languages,
        });
        return [id, profile];
      }),
    );
  }

  async function profileOf(id: string): Promise<BusinessProfile> {
    const profile = (await profilesOf([id])).get(id);
    if (!profile) throw new NotFound(NO_BUSINESS_MESSAGE);
    return profile;
  }

  return {
    /** Cards (section 3 of 01-): the search card, the summary card, a product's business. */
    cardsOf,

    /** One business's card; NotFound when there is no such business. */
    async cardOf(id: string): Promise<BusinessCard> {
      const card = (await cardsOf([id])).get(id);
      if (!card) throw new NotFound(NO_BUSINESS_MESSAGE);
      return card;
    },

    profilesOf,

    /** NotFound when there is no such business. */
    profileOf,
  };
}

export type BusinessReads = ReturnType<typeof businessReads>;
