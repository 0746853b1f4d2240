import { Suspense } from 'react';
import { useT } from '#app/lib/i18n';
import { lazyNamed } from '#app/lib/lazy-named';
import type { OutboxItem } from '#app/offline/local-db';
import type { DeskVisit } from '#shared/schemas/desk';

// Shown only for a change the server refused: loaded then (ADR 128, ADR 156).
const RefusedChange = lazyNamed(() => import('#app/components/ui/refused-change'), 'RefusedChange');

type Props = {
  visit: DeskVisit;
  /** Today on the clinic's calendar: only today's visits are checked in (ADR 154). */
  isToday: boolean;
  /** A change to this visit the server refused, with its words (ADR 045: never dropped). */
  refused: OutboxItem | null;
  onCheckIn(visit: DeskVisit): void;
  onTakeCash(visit: DeskVisit): void;
};

export const canCheckIn = (v: DeskVisit, isToday: boolean) =>
  isToday && v.status === 'scheduled' && !v.checkedInAt && Boolean(v.appointmentId);

export const canTakeCash = (v: DeskVisit) =>
  v.status !== 'cancelled' && v.payment.status !== 'paid' && v.payment.status !== 'refunded';

/** A visit's desk actions: check in, take cash, and what the server refused. */
export function VisitActions({ visit, isToday, refused, onCheckIn, onTakeCash }: Props) {
  const t = useT();
  const name = visit.patient.name;
  return (
    <div className="desk-actions">
      {refused && (
        <Suspense fallback={null}>
          <RefusedChange item={refused} className="desk-refused" />
        </Suspense>
      )}
      {canCheckIn(visit, isToday) && (
        <button
          type="button"
          className="btn btn-primary"
          aria-label={t('Check in {patient}', { patient: name })}
          onClick={() => onCheckIn(visit)}
        >
          {t('Check in')}
        </button>
      )}
      {canTakeCash(visit) && (
        <button
          type="button"
          className="btn btn-light"
          aria-label={t('Take cash from {patient}', { patient: name })}
          onClick={() => onTakeCash(visit)}
        >
          {t('Take cash')}
        </button>
      )}
    </div>
  );
}
