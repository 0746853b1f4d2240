import { Link } from '@tanstack/react-router';
import { hasHours, type ListedPractice } from '#app/components/practices/doctor-practices';
import { practiceName, VIDEO_CONSULTATION } from '#app/components/practices/labels';
import { placeLine } from '#app/components/practices/maps';
import { MapLinks, PhoneLink } from '#app/components/practices/practice-facts';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { WEEKDAY_LABEL } from '#app/lib/labels';
import { BOOKING_HORIZON_MONTHS } from '#shared/domain/slots';
import { WEEKDAYS } from '#shared/schemas/doctor';
import { Fact } from './doctor-profile-sections';

/** Opens the booking at a practice, on its next free day; absent: a link to the booking page. */
export type BookAt = (opener: HTMLElement, practice: ListedPractice) => void;

/** Where the doctor sees patients (ADR 112): one card a practice, in the doctor's order. */
export function PracticeCards({
  doctorId,
  practices,
  onBook,
}: {
  doctorId: string;
  practices: readonly ListedPractice[];
  onBook?: BookAt;
}) {
  const t = useT();
  return (
    <section className="card doctor-section" aria-labelledby="practices-title">
      <h2 id="practices-title">{t('Practices')}</h2>
      <ul className="practice-cards">
        {practices.map((p) => (
          <PracticeCard key={p._id} doctorId={doctorId} practice={p} onBook={onBook} />
        ))}
      </ul>
    </section>
  );
}

function PracticeCard({
  doctorId,
  practice: p,
  onBook,
}: {
  doctorId: string;
  practice: ListedPractice;
  onBook?: BookAt;
}) {
  const t = useT();
  const format = useFormat();
  const headingId = `practice-${p._id}`;
  const place = p.kind === 'clinic' ? p.location : null;
  const address = placeLine(place);
  const days = WEEKDAYS.map((day) => ({ day, value: p.availability?.[day] })).filter(
    (d) => d.value?.isAvailable && d.value.slots.length > 0,
  );
  return (
    <li className="practice-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{practiceName(p, t)}</h3>
      <dl className="ui-facts doctor-facts">
        {place ? (
          <>
            <Fact label={t('Address')}>
              {address}
              {address && <MapLinks place={place} />}
            </Fact>
            {place.landmark?.trim() && <Fact label={t('Landmark')}>{place.landmark}</Fact>}
          </>
        ) : (
          <Fact label={t('Where')}>{t(VIDEO_CONSULTATION)}</Fact>
        )}
        <Fact label={t('Fee')}>{format.money(p.fee)}</Fact>
        {p.phone?.trim() && (
          <Fact label={t('Phone')}>
            <PhoneLink phone={p.phone} />
          </Fact>
        )}
        {p.nextFreeDate !== undefined && (
          <Fact label={t('Next free day')}>
            {p.nextFreeDate
              ? format.date(p.nextFreeDate)
              : t('No free day in the next {months} months', { months: BOOKING_HORIZON_MONTHS })}
          </Fact>
        )}
      </dl>
      {days.length > 0 ? (
        <div>
          <h4 className="practice-hours-title">{t('Hours')}</h4>
          <dl className="availability-list">
            {days.map(({ day, value }) => (
              <div key={day}>
                <dt>{t(WEEKDAY_LABEL[day])}</dt>
                <dd>
                  {value!.slots.map((s, i) => (
                    <span key={s.startTime}>
                      {i > 0 && ', '}
                      <bdi>
                        {format.time(s.startTime)} – {format.time(s.endTime)}
                      </bdi>
                    </span>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : (
        <p className="muted">{t('No hours at this practice for now')}</p>
      )}
      {hasHours(p) && p.nextFreeDate !== null && (
        <BookHere doctorId={doctorId} practice={p} onBook={onBook} />
      )}
    </li>
  );
}

/** Book here: the wizard with this practice chosen (Where answered) and its next free day. */
function BookHere({
  doctorId,
  practice: p,
  onBook,
}: {
  doctorId: string;
  practice: ListedPractice;
  onBook?: BookAt;
}) {
  const t = useT();
  const label = t('Book at {practice}', { practice: practiceName(p, t) });
  return onBook ? (
    <button
      type="button"
      className="btn btn-light practice-book"
      aria-label={label}
      onClick={(e) => onBook(e.currentTarget, p)}
    >
      {t('Book here')}
    </button>
  ) : (
    <Link
      to="/patient/book-appointment/$doctorId"
      params={{ doctorId }}
      search={{ practice: p._id, date: p.nextFreeDate ?? undefined }}
      className="btn btn-light practice-book"
      aria-label={label}
    >
      {t('Book here')}
    </Link>
  );
}
