/** A `tel:` address carries digits and a leading + only; spaces, dashes and brackets go. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Whether a stored number is in E.164, as every save writes it. One that is not was kept from
 * before numbers were checked because it could not be read, and no SMS can reach it. A cheap
 * test for screens, which do not load the phone metadata only to show a number (ADR 102).
 */
export const isStoredE164 = (stored: string) => /^\+[1-9]\d{6,14}$/.test(stored);
