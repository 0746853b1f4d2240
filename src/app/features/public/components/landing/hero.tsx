import { Link } from '@tanstack/react-router';
import { useT } from '#app/lib/i18n';

export function Hero() {
  const t = useT();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-inner">
        <p className="eyebrow">{t('Healthcare, booked in minutes')}</p>
        <h1 id="hero-title">{t('Find and book verified doctors across Pakistan')}</h1>
        <p className="hero-lead">
          {t(
            'Mashwara connects you with doctors our team has verified. Compare specialists, see their real availability, book a consultation and pay in PKR, all in one place, even on a slow connection.',
          )}
        </p>
        <div className="hero-actions">
          <Link to="/doctors" className="btn btn-light">
            {t('Find a Doctor')}
          </Link>
          <Link to="/patient/sign-up" className="btn btn-outline-light">
            {t('Create Patient Account')}
          </Link>
        </div>
        <p className="hero-note">
          {t('Just looking?')} <Link to="/demo">{t('Try the demo accounts')}</Link>
        </p>
      </div>
    </section>
  );
}
