/**
 * The site's name, description and contact details before an administrator changes them: the
 * public pages' own copy. Apart from the settings schema, so the footer on every page reads
 * them without carrying the schema's validators in the first page's chunk.
 *
 * The phone, address and hours are a plainly marked Pakistani example (ADR 144): a demo shows
 * where they appear, and no one mistakes them for a real office.
 */
export const DEFAULT_SITE = {
  siteName: 'Mashwara',
  siteDescription: 'Verified doctors across Pakistan, booked in minutes.',
  contactEmail: 'support@mashwara.pk',
  supportPhone: '+92 300 0000000 (example)',
  supportAddress: 'Example address (demo data): Office 1, Example Plaza, Blue Area, Islamabad',
  supportHours: 'Example hours (demo data): Monday to Saturday, 9:00 AM - 6:00 PM Pakistan time',
};

export type SiteSettings = typeof DEFAULT_SITE;
