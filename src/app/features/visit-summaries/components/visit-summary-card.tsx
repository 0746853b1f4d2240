import { Link } from '@tanstack/react-router';
import { useT } from '#app/lib/i18n';
import type { MirrorVisit } from '#app/offline/collections/visits';
import { useVisit } from '#app/offline/collections/visits';
import { shiftDate } from '#shared/domain/date-only';
import { SummaryView } from './summary-view';
import '../visit-summaries.css';

/**
 * What the patient sees of a visit's summary (ADR 096): the latest version, marked amended, with
 * the printable prescription and a follow-up booking prefilled with the doctor, the type and
 * the suggested day. Read from the device, so it opens offline.
 */
export function VisitSummaryCard({ visit }: { visit: MirrorVisit }) {
  const t = useT();
  const s = visit.summary;
  if (!s) return null;
  const a = visit.appointment;
  const followUpDate =
    s.followUpDays != null && a?.date ? shiftDate(a.date, s.followUpDays) : undefined;
  return (
    <SummaryView
      summary={s}
      headingId={`vs-${s.appointmentId}`}
      badges={s.amended && <span className="ui-badge ui-badge-info">{t('Amended')}</span>}
    >
      <div className="row">
        <Link
          to="/patient/prescriptions/$appointmentId"
          params={{ appointmentId: s.appointmentId }}
          className="btn btn-light"
        >
          {t('View prescription')}
        </Link>
        {followUpDate && a?.doctor?._id && (
          <Link
            to="/patient/book-appointment/$doctorId"
            params={{ doctorId: a.doctor._id }}
            // At the practice of the visit (ADR 112): the wizard then asks no Where.
            search={{ date: followUpDate, type: 'follow-up', practice: a.practiceId ?? undefined }}
            className="btn btn-primary"
          >
            {t('Book follow-up')}
          </Link>
        )}
      </div>
    </SummaryView>
  );
}

/**
 * The summary of one appointment, for My Appointments' card and the pass; nothing before one is
 * written.
 */
export function AppointmentSummary({
  appointmentId,
  className,
}: {
  appointmentId: string;
  className?: string;
}) {
  const visit = useVisit(appointmentId);
  if (!visit?.summary) return null;
  return className ? (
    <div className={className}>
      <VisitSummaryCard visit={visit} />
    </div>
  ) : (
    <VisitSummaryCard visit={visit} />
  );
}
