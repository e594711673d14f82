import { Country, State } from 'country-state-city';
import iso3166 from 'iso-3166-2';

/**
 * Where the countries and states of `data/countries.json` and `data/states.json` come from: `country-state-city` (17 MB,
 * mostly cities) and ISO 3166-2 (`iso-3166-2`). Only `npm run refdata:countries`, which writes the two files, and the test
 * that they are current read these libraries, so a production install leaves both out.
 */

/** `+1-684` or `+1-809 and 1-829` → `1684`, `1809`. */
export const dialCodeOf = (phonecode: string) => (phonecode.split(/\s+and\s+/)[0] ?? '').replace(/\D/g, '');

export function countriesFromSources() {
  return Country.getAllCountries().map((c) => ({
    code: c.isoCode,
    name: c.name,
    emoji: c.flag,
    dialCode: dialCodeOf(c.phonecode),
  }));
}

/**
 * A subdivision is listed as a state unless ISO 3166-2 calls it an outlying area or files it under another country:
 * Puerto Rico, Guam or Baker Island are countries of their own in the country list, so the US keeps its 50 states and DC.
 */
function isStateOfItsCountry(countryCode: string, isoCode: string): boolean {
  const official = iso3166.subdivision(countryCode, isoCode);
  if (official) return official.type !== 'Outlying area';
  // A code written `XX-NN` names the country it belongs to: Baker Island is UM-81.
  const [prefix] = isoCode.split('-');
  return !isoCode.includes('-') || prefix === countryCode;
}

/** The states of every listed country. */
export function statesFromSources() {
  const countryCodes = new Set(countriesFromSources().map((c) => c.code));
  return State.getAllStates()
    .filter((s) => countryCodes.has(s.countryCode) && isStateOfItsCountry(s.countryCode, s.isoCode))
    .map((s) => ({ countryCode: s.countryCode, isoCode: s.isoCode, name: s.name }));
}
