/** A `tel:` address carries digits and a leading + only; spaces, dashes and brackets go. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
