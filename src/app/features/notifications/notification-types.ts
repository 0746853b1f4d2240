import { msg } from '#app/lib/i18n';

type TypeLook = { glyph: string; label: string; tone: string };

/**
 * The icon of each notification type (section 3, variant 1; D7 names the types the server
 * sends). The glyph is decoration (aria-hidden); the label says the type in words.
 */
const TYPES: Record<string, TypeLook> = {
  APPOINTMENT_BOOKED: { glyph: '📅', label: msg('Appointment booked'), tone: 'info' },
  APPOINTMENT_CONFIRMED: { glyph: '✅', label: msg('Appointment confirmed'), tone: 'success' },
  APPOINTMENT_CANCELLED: { glyph: '✖', label: msg('Appointment cancelled'), tone: 'danger' },
  APPOINTMENT_RESCHEDULED: { glyph: '🔁', label: msg('Appointment rescheduled'), tone: 'info' },
  APPOINTMENT_REMINDER: { glyph: '⏰', label: msg('Appointment reminder'), tone: 'warning' },
  REVIEW_RECEIVED: { glyph: '★', label: msg('Review received'), tone: 'info' },
  PAYMENT_RECEIVED: { glyph: '₨', label: msg('Payment received'), tone: 'success' },
};

const OTHER: TypeLook = { glyph: '🔔', label: msg('Notification'), tone: 'neutral' };

export function notificationType(type: unknown): TypeLook {
  return (typeof type === 'string' && TYPES[type]) || OTHER;
}
