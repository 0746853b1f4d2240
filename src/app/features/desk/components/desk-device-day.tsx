import { Suspense, useEffect, useState } from 'react';
import { LastSynced } from '#app/components/ui/last-synced';
import { useT } from '#app/lib/i18n';
import { lazyNamed } from '#app/lib/lazy-named';
import type { PracticeDaySearch } from '#app/lib/practice-day-search';
import { useSession } from '#app/lib/session';
import { useOnline } from '#app/lib/use-online';
import { useDeskDay, useDeskPractices } from '#app/offline/collections/desk-days';
import {
  type DeskReceiptRow,
  registerDeskDevice,
  useDeviceReceipt,
  useDeviceReceipts,
} from '#app/offline/desk-cash';
import type { OutboxItem } from '#app/offline/local-db';
import { localDb } from '#app/offline/local-db';
import { syncEngine, usePendingIds, useSyncProblems } from '#app/offline/outbox';
import { useSyncStatus } from '#app/offline/sync-status';
import type { DeskPractice, DeskVisit } from '#shared/schemas/desk';
import { checkIn, takeCash } from '../api/desk-actions';
import { CHECK_IN_KIND, PAYMENT_KIND, WALK_IN_KIND } from '../api/desk-kinds';
import { findPeople, registerWalkIn } from '../api/walk-in-actions';
import { CashToday } from './cash-today';
import { DeskDayScreen } from './desk-day-screen';
import { type PrintKind, ReceiptView } from './receipt-view';
import { TakeCashDialog } from './take-cash-dialog';
import { VisitActions } from './visit-actions';

// The walk-in form, its schema and the phone rule load when the desk opens it (ADR 128).
const WalkInDialog = lazyNamed(() => import('./walk-in-dialog'), 'WalkInDialog');

const DESK_KINDS = new Set([PAYMENT_KIND, CHECK_IN_KIND, WALK_IN_KIND]);

export type PrintRequest = {
  kind: PrintKind;
  visit: DeskVisit;
  practice: DeskPractice;
  receipt: DeskReceiptRow['receipt'];
};

type Props = {
  search: PracticeDaySearch;
  /** Today on the clinic's calendar. */
  today: string;
  onSearch(change: PracticeDaySearch): void;
  /** The print layouts, handed in by the route (features do not import each other). */
  onPrint(request: PrintRequest): void;
};

/**
 * /desk read from the device (issue 42, ADR 006): the days around today of every practice, so
 * it opens and works with no signal. Check-in and cash go through the outbox (ADR 045); cash is
 * numbered on the device with its letter (ADR 155).
 */
export function DeskDeviceDay({ search, today, onSearch, onPrint }: Props) {
  const t = useT();
  const online = useOnline();
  const user = useSession((s) => s.user);
  const practices = useDeskPractices();
  const status = useSyncStatus('deskDays');
  const waiting = usePendingIds();
  const problems = useSyncProblems();
  const date = search.date ?? today;
  const practice = practices?.find((p) => p.id === search.practiceId) ?? practices?.[0];
  const row = useDeskDay(practice?.id, date);
  const receipts = useDeviceReceipts(practice?.id, today);
  const [paying, setPaying] = useState<DeskVisit | null>(null);
  const [registering, setRegistering] = useState(false);
  const ids = practices?.map((p) => p.id).join(',') ?? '';

  useEffect(() => {
    void syncEngine.refresh('deskDays');
  }, []);
  // ADR 155: the device asks for its letter at each practice while it can.
  useEffect(() => {
    if (online && user && ids)
      registerDeskDevice(localDb, user._id, ids.split(',')).catch(() => undefined);
  }, [online, user, ids]);

  if (practices === undefined || (practices.length === 0 && status.lastSyncedAt === null)) {
    return (
      <section className="page desk-page" aria-labelledby="desk-title">
        <h1 id="desk-title">{t('Front Desk')}</h1>
        <p className="muted" role="status">
          {status.lastError ? t('Could not load the day. Check your connection.') : t('Loading…')}
        </p>
      </section>
    );
  }
  const refusedOf = (v: DeskVisit) =>
    problems.findLast((p) => p.entityId === v.id && DESK_KINDS.has(p.kind)) ?? null;
  const refusedIds = new Set(
    problems.filter((p) => p.kind === PAYMENT_KIND).map((p) => p.entityId),
  );
  const day = practice ? (row ?? { practice, date, visits: [] }) : null;
  return (
    <DeskDayScreen
      practices={practices}
      date={date}
      day={day}
      onSearch={onSearch}
      status={
        <LastSynced
          status={status}
          online={online}
          onRetry={() => void syncEngine.refresh('deskDays')}
        />
      }
      tools={
        practice &&
        date === today && (
          <p>
            <button type="button" className="btn btn-primary" onClick={() => setRegistering(true)}>
              {t('Register a walk-in')}
            </button>
          </p>
        )
      }
      list={{
        waiting,
        actions: (v) => (
          <VisitActions
            visit={v}
            isToday={date === today}
            refused={refusedOf(v)}
            onCheckIn={(visit) => void checkIn(visit)}
            onTakeCash={setPaying}
          />
        ),
      }}
    >
      {practice && date === today && (
        <CashToday
          practiceId={practice.id}
          date={today}
          receipts={receipts.filter((r) => !refusedIds.has(r._id))}
        />
      )}
      {registering && practice && user && (
        <Suspense fallback={null}>
          <WalkInDialog
            practiceId={practice.id}
            onClose={() => setRegistering(false)}
            onFind={(q) => findPeople(user._id, practice.id, q, online)}
            onRegister={(walkIn, personId) =>
              registerWalkIn({ walkIn, practice, date: today, personId })
            }
          />
        </Suspense>
      )}
      {paying && practice && user && (
        <TakeCashDialog
          visit={paying}
          onClose={() => setPaying(null)}
          onTake={(amount, discountReason) =>
            takeCash(
              {
                visit: paying,
                practiceId: practice.id,
                date: today,
                amount,
                discountReason,
                takenBy: user.name,
              },
              user._id,
            )
          }
        >
          {(taken) => (
            <TakenReceipt
              visitId={taken._id}
              refused={refusedOf(paying)}
              onPrint={(kind, receipt) => onPrint({ kind, visit: paying, practice, receipt })}
            />
          )}
        </TakeCashDialog>
      )}
    </DeskDayScreen>
  );
}

/** The receipt as it stands on the device now: its server number arrives as it syncs. */
function TakenReceipt(props: {
  visitId: string;
  refused: OutboxItem | null;
  onPrint(kind: PrintKind, receipt: DeskReceiptRow['receipt']): void;
}) {
  const row = useDeviceReceipt(props.visitId);
  if (!row) return null;
  return (
    <ReceiptView
      row={row}
      refused={props.refused}
      onPrint={(kind) => props.onPrint(kind, row.receipt)}
    />
  );
}
