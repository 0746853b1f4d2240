import { Link } from '@tanstack/react-router';
import { ApiError, errorMessage } from '#app/lib/api-client';
import { formatPKR } from '#shared/domain/money';
import type { Doctor } from '#shared/schemas/doctor';
import { getDoctor } from '../api/doctors-api';
import { useRequest } from '../hooks/use-request';
import { DoctorAvatar } from './doctor-avatar';
import { DoctorProfileSections, Fact } from './doctor-profile-sections';
import { DoctorReviews } from './doctor-reviews';
import { Rating } from './rating';
import '../doctors.css';

type Props = {
  doctorId: string;
  /** Given, the booking panel opens the wizard in a dialog; else it links to the booking page. */
  onBook?: (opener: HTMLElement, doctor: Doctor) => void;
};

function loadError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'Doctor not found';
  return errorMessage(error, 'Failed to load doctor profile');
}

export function DoctorDetailScreen({ doctorId, onBook }: Props) {
  const doctor = useRequest(doctorId, (signal) => getDoctor(doctorId, signal));
  if (doctor.status === 'loading') {
    return (
      <section className="page" aria-busy="true" aria-label="Loading doctor profile">
        <div className="skeleton" style={{ height: 120 }} />
        <div className="skeleton" style={{ height: 200, marginTop: 16 }} />
      </section>
    );
  }
  if (doctor.status === 'error') {
    return (
      <section className="page page-narrow" aria-labelledby="doctor-error">
        <h1 id="doctor-error">Doctor profile</h1>
        <div className="banner banner-error" role="alert">
          {loadError(doctor.error)}
        </div>
        <Link to="/doctors" className="btn btn-ghost">
          Back to doctors
        </Link>
      </section>
    );
  }
  const d = doctor.data;
  return (
    <section className="page doctor-detail" aria-labelledby="doctor-name">
      <div className="doctor-detail-main">
        <header className="card doctor-header">
          <DoctorAvatar name={d.name} url={d.profilePicture?.url} size={96} />
          <div>
            <h1 id="doctor-name">{d.name}</h1>
            <p className="doctor-card-specialty">{d.specialization}</p>
            {d.qualifications && <p>{d.qualifications}</p>}
            <Rating ratings={d.ratings} />
          </div>
        </header>
        <section className="card doctor-section" aria-label="Overview">
          <dl className="doctor-facts">
            {d.clinicName && <Fact label="Clinic">{d.clinicName}</Fact>}
            <Fact label="City">{d.location?.city?.trim() || 'Not specified'}</Fact>
            {d.experience !== undefined && (
              <Fact label="Experience">
                {d.experience} {d.experience === 1 ? 'year' : 'years'}
              </Fact>
            )}
            {d.gender && (
              <Fact label="Gender">{d.gender[0]!.toUpperCase() + d.gender.slice(1)}</Fact>
            )}
            {d.languages?.length ? <Fact label="Languages">{d.languages.join(', ')}</Fact> : null}
            {d.licenseNumber && <Fact label="License number">{d.licenseNumber}</Fact>}
            {d.email && (
              <Fact label="E-mail">
                <a href={`mailto:${d.email}`}>{d.email}</a>
              </Fact>
            )}
          </dl>
        </section>
        <DoctorProfileSections doctor={d} />
        <DoctorReviews doctorUserId={d.userId} />
      </div>
      <aside className="card booking-panel" aria-labelledby="booking-panel-title">
        <h2 id="booking-panel-title">Book an appointment</h2>
        {d.consultationFee !== undefined && (
          <p>
            Consultation fee <strong className="fee">{formatPKR(d.consultationFee)}</strong>
          </p>
        )}
        {onBook ? (
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={(e) => onBook(e.currentTarget, d)}
          >
            Book Appointment
          </button>
        ) : (
          <Link
            to="/patient/book-appointment/$doctorId"
            params={{ doctorId: d._id }}
            className="btn btn-primary btn-block"
          >
            Book Appointment
          </Link>
        )}
        <p className="muted booking-panel-note">You choose a date and time on the next step.</p>
      </aside>
    </section>
  );
}
