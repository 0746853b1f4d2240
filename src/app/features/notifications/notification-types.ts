import { createElement, type ReactNode } from 'react';
import { Icon, type IconName } from '#app/components/ui/icon';
import { msg } from '#app/lib/i18n';

type TypeLook = { glyph: ReactNode; label: string; tone: string };

const look = (icon: IconName, label: string, tone: string): TypeLook => ({
  glyph: createElement(Icon, { name: icon }),
  label,
  tone,
});

/**
 * The icon of each notification type (ADR 076, variant 1; ADR 007 names the types the server
 * sends). The icon is decoration (aria-hidden); the label says the type in words.
 */
const TYPES: Record<string, TypeLook> = {
  APPOINTMENT_BOOKED: look('calendar', msg('Appointment booked'), 'info'),
  APPOINTMENT_CONFIRMED: look('check', msg('Appointment confirmed'), 'success'),
  APPOINTMENT_CANCELLED: look('cross', msg('Appointment cancelled'), 'danger'),
  APPOINTMENT_RESCHEDULED: look('repeat', msg('Appointment rescheduled'), 'info'),
  APPOINTMENT_REMINDER: look('clock', msg('Appointment reminder'), 'warning'),
  REVIEW_RECEIVED: look('star', msg('Review received'), 'info'),
  PAYMENT_RECEIVED: look('money', msg('Payment received'), 'success'),
  REFUND_ISSUED: look('money', msg('Refund on its way'), 'info'),
  REFUND_COMPLETED: look('money', msg('Refunded'), 'success'),
  PRESCRIPTION_READY: look('check', msg('Prescription ready'), 'success'),
  WAITLIST_OFFER: look('clock', msg('Slot held for you'), 'success'),
};

const OTHER = look('bell', msg('Notification'), 'neutral');

export function notificationType(type: unknown): TypeLook {
  return (typeof type === 'string' && TYPES[type]) || OTHER;
}
