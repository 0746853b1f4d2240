import { Link } from '@tanstack/react-router';
import { useT } from '#app/lib/i18n';
import { useSiteSettings } from '#app/lib/site-settings';
import { telHref } from '#shared/domain/phone';
import { useSiteText } from '../contact/contact-info';

/** E-mail, phone and live chat (Coming Soon); the support hours of the settings; /contact. */
export function SupportCards() {
  const t = useT();
  const text = useSiteText();
  const { contactEmail, supportPhone, supportHours } = useSiteSettings();
  return (
    <section className="faq-support" aria-labelledby="support-title">
      <h2 id="support-title">{t('Still need help?')}</h2>
      <ul className="support-grid">
        <li className="card">
          <h3>{t('E-mail')}</h3>
          <p>
            <a href={`mailto:${contactEmail}`} dir="ltr">
              {contactEmail}
            </a>
          </p>
          <p className="muted">{t('Answered within 24 hours.')}</p>
        </li>
        {supportPhone && (
          <li className="card">
            <h3>{t('Phone')}</h3>
            <p>
              <a href={telHref(supportPhone)} dir="ltr">
                {supportPhone}
              </a>
            </p>
            <p className="muted">{t('During support hours.')}</p>
          </li>
        )}
        <li className="card">
          <h3>
            {t('Live Chat')} <span className="badge badge-soon">{t('Coming Soon')}</span>
          </h3>
          <p className="muted">{t('Chat with our support team from the app.')}</p>
        </li>
      </ul>
      {supportHours && (
        <p>
          <strong>{t('Support hours:')}</strong> {text(supportHours)}
        </p>
      )}
      <Link to="/contact" className="btn btn-primary">
        {t('Contact Us')}
      </Link>
    </section>
  );
}
