import { Link } from '@tanstack/react-router';
import { type LinkButton, LinkButtons } from '#app/components/ui/link-buttons';
import { msg, useT } from '#app/lib/i18n';

const ACTIONS: readonly LinkButton[] = [
  { to: '/doctors', label: msg('Find a Doctor'), tone: 'light' },
  { to: '/patient/sign-up', label: msg('Create Patient Account'), tone: 'outline-light' },
];

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
        <LinkButtons className="hero-actions" links={ACTIONS} />
        <p className="hero-note">
          {t('Just looking?')} <Link to="/demo">{t('Try the demo accounts')}</Link>
        </p>
      </div>
    </section>
  );
}
