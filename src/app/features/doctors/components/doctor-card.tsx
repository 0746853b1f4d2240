import { Link } from '@tanstack/react-router';
import {
  practiceCities,
  practicesOf,
  videoPractice,
} from '#app/components/practices/doctor-practices';
import { VIDEO } from '#app/components/practices/labels';
import { Avatar } from '#app/components/ui/avatar';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { specialtyId } from '#app/lib/labels';
import type { Doctor } from '#shared/schemas/doctor';
import { Rating } from './rating';

export type DoctorsVariant = 'public' | 'patient';

export function DoctorName({ doctor, variant }: { doctor: Doctor; variant: DoctorsVariant }) {
  return variant === 'patient' ? (
    <Link to="/patient/doctors/$id" params={{ id: doctor._id }}>
      {doctor.name}
    </Link>
  ) : (
    <Link to="/doctors/$doctorParam" params={{ doctorParam: doctor._id }}>
      {doctor.name}
    </Link>
  );
}

export function DoctorCard({
  doctor,
  variant,
  onBook,
}: {
  doctor: Doctor;
  variant: DoctorsVariant;
  onBook: (doctor: Doctor) => void;
}) {
  const format = useFormat();
  const t = useT();
  const practices = practicesOf(doctor);
  // Every city the doctor sees patients in (ADR 112); an answer without practices: the doctor's.
  const cities = practiceCities(practices).join(', ');
  const city = cities || doctor.location?.city?.trim() || msg('Not specified');
  const video = videoPractice(practices);
  return (
    <li className="card doctor-card">
      <div className="doctor-card-head">
        <Avatar name={doctor.name} url={doctor.profilePicture?.url} />
        <div>
          <h2 className="doctor-card-name">
            <DoctorName doctor={doctor} variant={variant} />
          </h2>
          <p className="doctor-card-specialty">{t(specialtyId(doctor.specialization))}</p>
          {video && (
            <p className="doctor-card-badges">
              <span className="ui-badge ui-badge-info">
                {t(VIDEO)} <bdi>{format.money(video.fee)}</bdi>
              </span>
            </p>
          )}
        </div>
      </div>
      <dl className="ui-facts doctor-facts">
        <div>
          <dt>{t('City')}</dt>
          <dd>{cities || t(city)}</dd>
        </div>
        <div>
          <dt>{t('Experience')}</dt>
          <dd>
            {doctor.experience === 1
              ? t('1 year')
              : t('{count} years', { count: doctor.experience ?? 0 })}
          </dd>
        </div>
        <div>
          <dt>{t('Rating')}</dt>
          <dd>
            <Rating ratings={doctor.ratings} />
          </dd>
        </div>
        <div>
          <dt>{t('Fee')}</dt>
          <dd>
            {doctor.consultationFee === undefined ? '—' : format.money(doctor.consultationFee)}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={() => onBook(doctor)}
        aria-label={t('Book Now with {doctor}', { doctor: doctor.name })}
      >
        {t('Book Now')}
      </button>
    </li>
  );
}
