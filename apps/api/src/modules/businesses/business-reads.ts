import { NO_BUSINESS_MESSAGE, type BusinessCard, type BusinessProfile } from '@b2b/contracts';
import { NotFound } from '@b2b/server-kit';
import type { RefdataService } from '../refdata/refdata.service.ts';
import { toBusinessCard, toBusinessProfile, type GroupLookups } from './business-views.ts';
import type { BusinessesRepository } from './businesses.repository.ts';

export const unique = (ids: string[]) => [...new Set(ids)];

/** The reference lists a business's places and spoken languages are checked against and named from: the cached ones. */
export type ProfileReferences = Pick<RefdataService, 'countries' | 'statesOf' | 'languages'>;

/**
 * Businesses as other screens show them, by id: a few queries whatever the number of ids, so lists (search, products,
 * comment authors) never ask once per business; the countries, states and languages they name come from the reference
 * data's cache. Unknown ids are left out of the maps.
 */
export function businessReads(repo: BusinessesRepository, references: ProfileReferences) {
  /**
   * Reads of the same businesses under way at once share one statement: a page asks for a business's profile and for
   * its products (with their business's card) together, and a product page asks for its business twice more. Only
   * reads in flight are shared, so nothing is answered from before a write that finished.
   */
  const reading = new Map<string, ReturnType<BusinessesRepository['findBusinesses']>>();
  function findBusinesses(ids: string[]) {
    const key = ids.join(' ');
    let read = reading.get(key);
    if (!read) {
      read = repo.findBusinesses(ids).finally(() => reading.delete(key));
      reading.set(key, read);
    }
    return read;
  }

  /** The states of the factories' countries, by id: one cached list per country (a country no longer known has none). */
  async function statesOf(
    countryCodes: string[],
    countries: GroupLookups['countries'],
  ): Promise<GroupLookups['states']> {
    const known = countryCodes.filter((code) => countries.has(code));
    const lists = await Promise.all(known.map((code) => references.statesOf(code)));
    return new Map(lists.flat().map((state) => [state.stateID, { name: state.stateName }]));
  }

  async function cardsOf(ids: string[]): Promise<Map<string, BusinessCard>> {
    const rows = await findBusinesses(unique(ids));
    return new Map(rows.map((row) => [row.business.id, toBusinessCard(row, row.categories, row.likes)]));
  }

  async function profilesOf(ids: string[]): Promise<Map<string, BusinessProfile>> {
    const wanted = unique(ids);
    const [rows, certificates] = await Promise.all([findBusinesses(wanted), repo.certificatesOf(wanted)]);
    const factories = rows.map((r) => r.business.factory);
    const countries = new Map(
      (await references.countries()).map(({ code, countryName, emoji }) => [
        code,
        { name: countryName, emoji },
      ]),
    );
    const [states, languageList] = await Promise.all([
      statesOf(
        unique(factories.flatMap((f) => (f.countryCode && f.stateID ? [f.countryCode] : []))),
        countries,
      ),
      references.languages(),
    ]);
    const languages = new Map(languageList.map(({ code, languageName }) => [code, languageName]));
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
    /** Cards: the search card, the summary card, a product's business. */
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
