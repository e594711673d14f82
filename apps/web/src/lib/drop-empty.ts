/**
 * Removes null, NaN and empty-string values, at any depth, before a body is sent. `keepNull` leaves
 * nulls in, for the routes where null means "clear it" (an update form that empties a field).
 */
export function dropEmpty<T>(value: T, { keepNull = false }: { keepNull?: boolean } = {}): T {
  if (Array.isArray(value)) return value.map((v) => dropEmpty(v, { keepNull })) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value).filter(
      ([, v]) =>
        (v !== null || keepNull) &&
        v !== undefined &&
        v !== '' &&
        !(typeof v === 'number' && Number.isNaN(v)),
    );
    return Object.fromEntries(entries.map(([k, v]) => [k, dropEmpty(v, { keepNull })])) as T;
  }
  return value;
}
