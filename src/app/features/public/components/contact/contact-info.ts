import { msg } from '#app/lib/i18n';

/**
 * Support hours on the contact page (copy; ADR 076). The support e-mail and phone are the
 * administrator's settings (useSiteSettings).
 */
export const SUPPORT_HOURS = [
  msg('Monday to Friday: 9:00 AM - 8:00 PM EST'),
  msg('Saturday and Sunday: 10:00 AM - 6:00 PM EST'),
] as const;

export const OFFICES = [
  {
    city: msg('New York'),
    address: ['350 Fifth Avenue, Suite 4100', 'New York, NY 10118'],
    phone: '+1 (212) 555-0123',
    phoneHref: 'tel:+12125550123',
    email: 'newyork@mashwara.pk',
  },
  {
    city: msg('San Francisco'),
    address: ['101 California Street, Floor 9', 'San Francisco, CA 94111'],
    phone: '+1 (415) 555-0187',
    phoneHref: 'tel:+14155550187',
    email: 'sanfrancisco@mashwara.pk',
  },
] as const;
