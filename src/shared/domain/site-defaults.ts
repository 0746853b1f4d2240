/**
 * The site's name, description and contact details before an administrator changes them: the
 * public pages' own copy. Apart from the settings schema, so the footer on every page reads
 * them without carrying the schema's validators in the first page's chunk.
 */
export const DEFAULT_SITE = {
  siteName: 'Mashwara',
  siteDescription: 'Verified doctors across Pakistan, booked in minutes.',
  contactEmail: 'support@mashwara.pk',
  supportPhone: '+1 (800) 555-0199',
};

export type SiteSettings = typeof DEFAULT_SITE;
