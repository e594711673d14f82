import type { Range } from '@b2b/contracts';

/**
 * The forms hold what their inputs hold: text, numbers as typed, codes. These turn a saved value into an input's and an
 * input's back into the contract's, where an empty input is `null`.
 */
export const textOrNull = (value: string) => (value.trim() === '' ? null : value);
export const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
/** A required number as typed: an empty input is not a number, so the contract's check names the field. */
export const typedNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
export const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export interface RangeValues {
  min: string;
  max: string;
}
export const rangeValues = (range: Range | null): RangeValues => ({
  min: numberText(range?.min),
  max: numberText(range?.max),
});
/** Both ends empty is no range at all. */
export function rangeOrNull(values: RangeValues): Range | null {
  const range = { min: numberOrNull(values.min), max: numberOrNull(values.max) };
  return range.min === null && range.max === null ? null : range;
}

/**
 * Keeps a `null` only where the saved value was not empty: the update route reads a missing field as "unchanged" and
 * `null` as "clear it", so a field that was empty and stayed empty is left out instead of being cleared again.
 */
export function keepClears<T extends Record<string, unknown>>(next: T, saved: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => value !== null || (saved[key] ?? null) !== null),
  ) as Partial<T>;
}

export interface PlaceValues {
  city: string;
  zipcode: string;
  country: string;
  state: string;
}

interface SavedPlace {
  city: string | null;
  zipcode: string | null;
  country: { code: string } | null;
  state: { stateID: string } | null;
}

/** A saved place (the business's contact address, its factory) as its city, zip code, country and state inputs hold it. */
export const placeValues = (place: SavedPlace): PlaceValues => ({
  city: place.city ?? '',
  zipcode: place.zipcode ?? '',
  country: place.country?.code ?? '',
  state: place.state?.stateID ?? '',
});

/** The inputs of a place back as the contract's fields: codes and text, `null` where empty. */
export const placeDraft = (values: PlaceValues) => ({
  city: textOrNull(values.city),
  zipcode: textOrNull(values.zipcode),
  country: textOrNull(values.country),
  state: textOrNull(values.state),
});
