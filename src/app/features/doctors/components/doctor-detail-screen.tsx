import { Link } from '@tanstack/react-router';
import {
  type ListedPractice,
  practiceCities,
  practicesOf,
} from '#app/components/practices/doctor-practices';
import { Avatar } from '#app/components/ui/avatar';
import { useFormat } from '#app/lib/format';
import type { Doctor } from '#shared/schemas/doctor';
import type { DoctorProfile } from '../api/doctor-loaders';
import { DoctorProfileSections, Fact } from './doctor-profile-sections';
import { DoctorReviews } from './doctor-reviews';
import { PracticeCards } from './practice-cards';
import { Rating } from './rating';
import '../doctors.css';
import { cityList, cityName, languageList } from '#app/lib/display-names';
import { useT } from '#app/lib/i18n';
import { GENDER_LABEL, specialtyId } from '#app/lib/labels';
import { isSignedIn, useSession } from '#app/lib/session';

type Props = {
  /** The route loader's answer: the doctor, and their latest reviews on the way. */
  profile: DoctorProfile;
  /** Given, the booking panel opens the wizard in a dialog; else it links to the booking page. */
  onBook?: (opener: HTMLElement, doctor: Doctor, practice?: ListedPractice) => void;
};

/** A doctor id the server does not know (the loader throws `notFound()` on its 404). */
export function DoctorNotFound() {
  const t = useT();
  return (
    <section className="page page-narrow" aria-labelledby="doctor-error">
      <h1 id="doctor-error">{t('Doctor profile')}</h1>
      <div className="banner banner-error" role="alert">
        {t('Doctor not found')}
      </div>
      <Link to="/doctors" className="btn btn-ghost">
        {t('Back to doctors')}
      </Link>
    </section>
  );
}

export function DoctorDetailScreen({ profile, onBook }: Props) {
  const format = useFormat();
  const t = useT();
  const d = profile.doctor;
  // With practices (ADR 112) each has its card; the seed-era clinic fields are only their mirror.
  const practices = practicesOf(d);
  // The first clinic's city is the doctor's city (the mirror, ADR 112); the others are "Also in".
  const [mainCity, ...otherCities] = practiceCities(practices);
  const fees = practices.map((p) => p.fee);
  // A doctor or an administrator cannot book: their panel is not held on a phone's screen.
  const bookable = useSession((s) => !isSignedIn(s) || s.user?.role === 'patient');
  const [low, high] = [Math.min(...fees), Math.max(...fees)];
  return (
    <section className="page doctor-detail" aria-labelledby="doctor-name">
      <div className="doctor-detail-main">
        <header className="card doctor-header">
          <Avatar name={d.name} url={d.profilePicture?.url} size={96} />
          <div>
            <h1 id="doctor-name">{d.name}</h1>
            <p className="doctor-card-specialty">{t(specialtyId(d.specialization))}</p>
            {d.qualifications && <p>{d.qualifications}</p>}
            <Rating ratings={d.ratings} />
          </div>
        </header>
        <section className="card doctor-section" aria-label={t('Overview')}>
          <dl className="ui-facts doctor-facts">
            {d.clinicName && practices.length === 0 && (
              <Fact label={t('Clinic')}>{d.clinicName}</Fact>
            )}
            <Fact label={t('City')}>
              {cityName(mainCity || d.location?.city || '', t) || t('Not specified')}
            </Fact>
            {otherCities.length > 0 && <Fact label={t('Also in')}>{cityList(otherCities, t)}</Fact>}
            {d.experience !== undefined && (
              <Fact label={t('Experience')}>
                {d.experience === 1 ? t('1 year') : t('{count} years', { count: d.experience })}
              </Fact>
            )}
            {d.gender && <Fact label={t('Gender')}>{t(GENDER_LABEL[d.gender] ?? d.gender)}</Fact>}
            {d.languages?.length ? (
              <Fact label={t('Languages')}>{languageList(d.languages, t)}</Fact>
            ) : null}
            {d.licenseNumber && <Fact label={t('License number')}>{d.licenseNumber}</Fact>}
            {d.email && (
              <Fact label={t('E-mail')} wide>
                <a href={`mailto:${d.email}`}>{d.email}</a>
              </Fact>
            )}
          </dl>
        </section>
        {practices.length > 0 && (
          <PracticeCards
            doctorId={d._id}
            practices={practices}
            onBook={onBook && ((opener, practice) => onBook(opener, d, practice))}
          />
        )}
        <DoctorProfileSections doctor={d} withPractices={practices.length > 0} />
        <DoctorReviews reviews={profile.reviews} />
      </div>
      {/* On a phone the panel is a bar held to the bottom of the screen (ADR 151). */}
      <aside
        className={`card booking-panel${bookable ? ' booking-panel-bar' : ''}`}
        aria-labelledby="booking-panel-title"
      >
        <h2 id="booking-panel-title">{t('Book an appointment')}</h2>
        {practices.length > 0 ? (
          <p>
            {t('Consultation fee')}{' '}
            <strong className="fee">
              <bdi>
                {low === high ? format.money(low) : `${format.money(low)} – ${format.money(high)}`}
              </bdi>
            </strong>
          </p>
        ) : (
          d.consultationFee !== undefined && (
            <p>
              {t('Consultation fee')}{' '}
              <strong className="fee">{format.money(d.consultationFee)}</strong>
            </p>
          )
        )}
        {onBook ? (
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={(e) => onBook(e.currentTarget, d)}
          >
            {t('Book Appointment')}
          </button>
        ) : (
          <Link
            to="/patient/book-appointment/$doctorId"
            params={{ doctorId: d._id }}
            className="btn btn-primary btn-block"
          >
            {t('Book Appointment')}
          </Link>
        )}
        <p className="muted booking-panel-note">
          {t('You choose a date and time on the next step.')}
        </p>
      </aside>
    </section>
  );
}
