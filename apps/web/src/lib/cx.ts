/** Joins class names, skipping the conditions that are off. */
export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');
