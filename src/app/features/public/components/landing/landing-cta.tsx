import { Link } from '@tanstack/react-router';
import { useT } from '#app/lib/i18n';

export function LandingCta() {
  const t = useT();
  return (
    <section className="landing-cta" aria-labelledby="cta-title">
      <h2 id="cta-title">{t('Ready to see a doctor?')}</h2>
      <p>{t('Create your free account and book your first consultation today.')}</p>
      <div className="hero-actions">
        <Link to="/patient/sign-up" className="btn btn-light">
          {t('Create Patient Account')}
        </Link>
        <Link to="/sign-up" className="btn btn-outline-light">
          {t('Sign Up as a Doctor or Patient')}
        </Link>
      </div>
      <p className="cta-links">
        <Link to="/demo">{t('Explore the demo')}</Link> ·{' '}
        <Link to="/contact">{t('Contact us')}</Link>
      </p>
    </section>
  );
}
