import { Link } from '@tanstack/react-router';
import { type LinkButton, LinkButtons } from '#app/components/ui/link-buttons';
import { msg, useT } from '#app/lib/i18n';

const ACTIONS: readonly LinkButton[] = [
  { to: '/patient/sign-up', label: msg('Create Patient Account'), tone: 'light' },
  { to: '/sign-up', label: msg('Sign Up as a Doctor or Patient'), tone: 'outline-light' },
];

export function LandingCta() {
  const t = useT();
  return (
    <section className="landing-cta" aria-labelledby="cta-title">
      <h2 id="cta-title">{t('Ready to see a doctor?')}</h2>
      <p>{t('Create your free account and book your first consultation today.')}</p>
      <LinkButtons className="hero-actions" links={ACTIONS} />
      <p className="cta-links">
        <Link to="/demo">{t('Explore the demo')}</Link> ·{' '}
        <Link to="/contact">{t('Contact us')}</Link>
      </p>
    </section>
  );
}
