import { useId } from 'react';
import { useT } from '#app/lib/i18n';

const SOCIAL = [
  { label: 'Facebook', href: 'https://facebook.com' },
  { label: 'X', href: 'https://x.com' },
  { label: 'Instagram', href: 'https://instagram.com' },
  { label: 'LinkedIn', href: 'https://linkedin.com' },
] as const;

/** Four placeholder social links and a newsletter box whose Subscribe does nothing (2.11). */
export function StayConnected() {
  const emailId = useId();
  const t = useT();
  return (
    <section className="card stay-connected" aria-labelledby="stay-title">
      <h2 id="stay-title">{t('Stay Connected')}</h2>
      <ul className="social-links" aria-label={t('Social links')}>
        {SOCIAL.map((s) => (
          <li key={s.label}>
            <a href={s.href} rel="noopener noreferrer">
              {s.label}
            </a>
          </li>
        ))}
      </ul>
      <form className="newsletter-box" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={emailId}>{t('Newsletter')}</label>
        <div className="row">
          <input id={emailId} type="email" placeholder={t('Your e-mail')} />
          <button type="submit" className="btn btn-primary">
            {t('Subscribe')}
          </button>
        </div>
      </form>
      <p className="muted">{t('We respond to every inquiry within 24 hours.')}</p>
    </section>
  );
}
