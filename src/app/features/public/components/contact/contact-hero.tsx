import { useT } from '#app/lib/i18n';
import { SUPPORT } from './contact-info';

/** Hero with e-mail and call links, then the phone, e-mail and hours cards. */
export function ContactHero() {
  const t = useT();
  return (
    <>
      <section className="contact-hero" aria-labelledby="contact-title">
        <h1 id="contact-title">{t('Contact Us')}</h1>
        <p>
          {t(
            'Questions about an appointment, your account or joining as a doctor? We are here to help.',
          )}
        </p>
        <div className="hero-actions">
          <a href={`mailto:${SUPPORT.email}`} className="btn btn-light">
            {t('E-mail Support')}
          </a>
          <a href={SUPPORT.phoneHref} className="btn btn-outline-light">
            {t('Call Us')}
          </a>
        </div>
      </section>
      <ul className="contact-cards">
        <li className="card">
          <h2>{t('Phone')}</h2>
          <p>
            <a href={SUPPORT.phoneHref} dir="ltr">
              {SUPPORT.phone}
            </a>
          </p>
          <p className="muted">{t('Talk to our support team during support hours.')}</p>
        </li>
        <li className="card">
          <h2>{t('E-mail')}</h2>
          <p>
            <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
          </p>
          <p className="muted">{t('We answer every inquiry within 24 hours.')}</p>
        </li>
        <li className="card">
          <h2>{t('Hours')}</h2>
          {SUPPORT.hours.map((line) => (
            <p key={line}>{t(line)}</p>
          ))}
        </li>
      </ul>
    </>
  );
}
