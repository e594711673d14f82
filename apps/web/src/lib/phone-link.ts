/** A phone number's `tel:` address: its digits and leading `+` only, as dialers expect (`+86 400 820 2000`). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
