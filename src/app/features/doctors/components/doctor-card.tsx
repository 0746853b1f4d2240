import { Link } from '@tanstack/react-router';
import {
  practiceCities,
  practicesOf,
  videoPractice,
} from '#app/components/practices/doctor-practices';
import { VIDEO } from '#app/components/practices/labels';
import { Avatar } from '#app/components/ui/avatar';
import { cityList, cityName } from '#app/lib/display-names';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
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
  cityFilter,
  onBook,
}: {
  doctor: Doctor;
  variant: DoctorsVariant;
  /** The city the list is filtered by: the card names it first. */
  cityFilter?: string;
  onBook: (doctor: Doctor) => void;
}) {
  const format = useFormat();
  const t = useT();
  const practices = practicesOf(doctor);
  // Every city the doctor sees patients in (ADR 112), the one searched for first; an answer
  // without practices: the doctor's own.
  const cities = practiceCities(practices);
  const wanted = cityFilter?.toLowerCase();
  const main =
    cities.find((c) => c.toLowerCase() === wanted) ??
    cities[0] ??
    (doctor.location?.city?.trim() || null);
  const others = cities.filter((c) => c !== main);
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
          <dd>{main ? cityName(main, t) : t('Not specified')}</dd>
        </div>
        {others.length > 0 && (
          <div>
            <dt>{t('Also in')}</dt>
            <dd>{cityList(others, t)}</dd>
          </div>
        )}
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
