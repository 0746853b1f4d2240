import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { EmptyState } from '#app/components/ui/empty-state';
import { LastSynced } from '#app/components/ui/last-synced';
import { useNow } from '#app/hooks/use-now';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { RELATIONSHIP_LABEL, specialtyId } from '#app/lib/labels';
import { useClinicTimeZone } from '#app/lib/public-settings';
import { useOnline } from '#app/lib/use-online';
import { type MirrorWaitlistEntry, useWaitlist } from '#app/offline/collections/waitlist';
import { syncEngine } from '#app/offline/outbox';
import { runQueued } from '#app/offline/run-queued';
import { useSyncStatus } from '#app/offline/sync-status';
import { clinicDate } from '#shared/domain/slots';
import type { Relationship } from '#shared/schemas/family-member';
import { waitlistLeaveKind } from '../api/waitlist-kinds';
import '../waitlist.css';

export const LEAVE_MESSAGES = {
  success: msg('You left the waitlist'),
  failure: msg('Could not leave the waitlist. Please try again.'),
};

/**
 * The patient's waitlist (ADR 101), read from the device: each doctor, the dates, the place in
 * the queue, a slot held for them with its expiry and a way to book it, and Leave.
 */
export function WaitlistScreen() {
  const t = useT();
  const entries = useWaitlist();
  const status = useSyncStatus('waitlist');
  const online = useOnline();

  useEffect(() => {
    void syncEngine.refresh('waitlist');
  }, []);

  return (
    <section className="page" aria-labelledby="waitlist-title">
      <div className="ui-spread">
        <h1 id="waitlist-title">{t('My waitlist')}</h1>
        <Link to="/patient/appointments" className="btn btn-ghost">
          {t('My Appointments')}
        </Link>
      </div>
      <p className="muted">
        {t(
          'When a slot opens with a doctor on the dates you chose, it is held for the first person waiting for a short time. You will get a notification.',
        )}
      </p>
      <LastSynced
        status={status}
        online={online}
        onRetry={() => void syncEngine.refresh('waitlist')}
      />
      {entries && entries.length === 0 && (
        <EmptyState
          title={t('You are not on any waitlist')}
          description={t(
            'On a doctor’s booking page, choose “Notify me if a slot opens” to join their waitlist.',
          )}
          link={{ to: '/patient/doctors', label: msg('Find Doctors') }}
        />
      )}
      {entries && entries.length > 0 && (
        <ul className="waitlist-list">
          {entries.map((entry) => (
            <WaitlistCard key={entry._id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WaitlistCard({ entry }: { entry: MirrorWaitlistEntry }) {
  const t = useT();
  const format = useFormat();
  const zone = useClinicTimeZone();
  const now = useNow(15_000);
  const offer = entry.offer && Date.parse(entry.offer.expiresAt) > now ? entry.offer : null;
  const member = entry.familyMember;
  const labelId = `waitlist-${entry._id}`;
  return (
    <li className="card" aria-labelledby={labelId}>
      <h2 id={labelId}>{entry.doctor.name}</h2>
      <p className="muted">{t(specialtyId(entry.doctor.specialization))}</p>
      {member && (
        <p>
          {t('For {name} ({relationship})', {
            name: member.name,
            relationship: t(
              RELATIONSHIP_LABEL[member.relationship as Relationship] ?? member.relationship,
            ),
          })}
        </p>
      )}
      <p>
        {t('Dates: {from} to {to}', { from: format.date(entry.from), to: format.date(entry.to) })}
      </p>
      <p>
        <strong>
          {entry.pending
            ? t('Waiting to sync')
            : t('Place in the queue: {place}', { place: format.number(entry.place) })}
        </strong>
      </p>
      {offer && (
        <div className="waitlist-offer" role="status">
          <p>
            <strong>
              {t('A slot is held for you: {date} at {time}', {
                date: format.date(offer.startTime),
                time: format.time(offer.startTime),
              })}
            </strong>
          </p>
          <p>{t('Book it before {time}.', { time: format.time(offer.expiresAt) })}</p>
          <Link
            to="/patient/book-appointment/$doctorId"
            params={{ doctorId: entry.doctor.id }}
            search={{
              date: clinicDate(new Date(offer.startTime), zone),
              slot: offer.startTime,
              for: member?.id,
              // The entry's practice holds the slot (ADR 144), so the form opens there.
              practice: entry.practiceId ?? undefined,
            }}
            className="btn btn-primary"
          >
            {t('Book this slot')}
          </Link>
        </div>
      )}
      {!entry.pending && (
        <div className="waitlist-actions">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() =>
              void runQueued(
                waitlistLeaveKind,
                { id: entry._id, doctorName: entry.doctor.name },
                LEAVE_MESSAGES,
              )
            }
          >
            {t('Leave waitlist')}
          </button>
        </div>
      )}
    </li>
  );
}
