/** Removes null, NaN and empty-string values, at any depth, before a body is sent (section 5 of 01-). */
export function dropEmpty<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => dropEmpty(v)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value).filter(
      ([, v]) => v !== null && v !== undefined && v !== '' && !(typeof v === 'number' && Number.isNaN(v)),
    );
    return Object.fromEntries(entries.map(([k, v]) => [k, dropEmpty(v)])) as T;
  }
  return value;
}
