import { useT } from '#app/lib/i18n';
import { useSiteSettings } from '#app/lib/site-settings';
import { telHref } from '#shared/domain/phone';
import { useSiteText } from './contact-info';

/** Hero with e-mail and call links, then the phone, e-mail and hours cards. */
export function ContactHero() {
  const t = useT();
  const text = useSiteText();
  const { contactEmail, supportPhone, supportHours } = useSiteSettings();
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
          <a href={`mailto:${contactEmail}`} className="btn btn-light">
            {t('E-mail Support')}
          </a>
          {supportPhone && (
            <a href={telHref(supportPhone)} className="btn btn-outline-light">
              {t('Call Us')}
            </a>
          )}
        </div>
      </section>
      <ul className="contact-cards">
        {supportPhone && (
          <li className="card">
            <h2>{t('Phone')}</h2>
            <p>
              <a href={telHref(supportPhone)} dir="ltr">
                {supportPhone}
              </a>
            </p>
            <p className="muted">{t('Talk to our support team during support hours.')}</p>
          </li>
        )}
        <li className="card">
          <h2>{t('E-mail')}</h2>
          <p>
            <a href={`mailto:${contactEmail}`} dir="ltr">
              {contactEmail}
            </a>
          </p>
          <p className="muted">{t('We answer every inquiry within 24 hours.')}</p>
        </li>
        {supportHours && (
          <li className="card">
            <h2>{t('Hours')}</h2>
            <p>{text(supportHours)}</p>
          </li>
        )}
      </ul>
    </>
  );
}
