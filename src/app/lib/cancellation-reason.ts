import { msg, type Translate } from './i18n';

/**
 * A cancellation's reason as both roles' appointment cards show it (ADR 147). A module of its own,
 * so the cards do not load the names of time zones and payment methods with it (ADR 156).
 */

// The reason the expiry job writes on an appointment it cancels (ADR 147: shown translated).
const EXPIRED = msg('Appointment Expired');

/** A cancellation's reason: the system's own in the reader's language, a person's as written. */
export function cancellationReasonText(reason: string, t: Translate): string {
  return reason.trim() === EXPIRED ? t(EXPIRED) : reason;
}
