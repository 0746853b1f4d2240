import { msg } from '#app/lib/i18n';
import type { DeskVisit, VisitSource } from '#shared/schemas/desk';

export const DESK_TITLE = msg('Front Desk');

/** How the patient came to the clinic (issue 42). */
export const SOURCE_LABEL: Record<VisitSource, string> = {
  app: msg('Booked in the app'),
  walk_in: msg('Walk-in'),
  phone_call: msg('Phone call'),
};

/** Whether the visit is paid, and how, as the desk reads it. */
export function paymentLabel(payment: DeskVisit['payment']): string {
  switch (payment.status) {
    case 'paid':
      return payment.method === 'cash' ? msg('Paid in cash') : msg('Paid online');
    case 'failed':
      return msg('Payment failed');
    case 'refunded':
      return msg('Refunded');
    default:
      return msg('Unpaid');
  }
}
