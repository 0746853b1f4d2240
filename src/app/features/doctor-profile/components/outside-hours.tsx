import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import type { OutsideHoursBooking } from '#shared/schemas/doctor-profile';

/** After a save: the bookings the new hours leave outside, in words (kept, not cancelled). */
export function OutsideHoursReport({ bookings }: { bookings: OutsideHoursBooking[] }) {
  const t = useT();
  const f = useFormat();
  if (bookings.length === 0) return null;
  return (
    <div role="alert" className="alert alert-warning">
      <p>
        {t(
          'These bookings are now outside your hours. They are kept: see the patient anyway, or cancel with a reason.',
        )}
      </p>
      <ul>
        {bookings.map((b) => (
          <li key={b._id}>
            {t('{when}: {patient}', {
              when: t('{date} at {time}', { date: f.date(b.startTime), time: f.time(b.startTime) }),
              patient: b.patientName,
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
