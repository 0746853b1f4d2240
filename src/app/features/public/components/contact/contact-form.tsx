import { type FormEvent, useId, useState } from 'react';
import { useT } from '#app/lib/i18n';
import { useSiteSettings } from '#app/lib/site-settings';
import { Trans } from '#app/lib/trans';
import { MailLink } from '../mail-link';

type ContactMessage = {
  name: string;
  email: string;
  userType: 'patient' | 'doctor';
  subject: string;
  message: string;
};

const EMPTY: ContactMessage = {
  name: '',
  email: '',
  userType: 'patient',
  subject: '',
  message: '',
};

/**
 * ADR 076: the browser checks the required fields; submitting only logs locally and makes
 * no call. The page says so rather than pretending the message was sent.
 */
export function ContactForm() {
  const id = useId();
  const t = useT();
  const { contactEmail } = useSiteSettings();
  const [values, setValues] = useState(EMPTY);
  const [logged, setLogged] = useState(false);
  const set = (field: keyof ContactMessage) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    console.info('Contact form (kept on this device, not sent):', values);
    setLogged(true);
  };

  return (
    <section className="card contact-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Send Us a Message')}</h2>
      <p className="muted">{t('We respond to every inquiry within 24 hours.')}</p>
      {logged && (
        <div className="banner banner-info" role="status">
          <Trans
            id="This form is not connected to our inbox yet, so your message was not sent. Please e-mail it to <0>{email}</0>."
            values={{ email: contactEmail }}
            components={{ 0: <MailLink email={contactEmail} /> }}
          />
        </div>
      )}
      <form onSubmit={onSubmit}>
        <div className="contact-grid">
          <div className="field">
            <label htmlFor={`${id}-name`}>{t('Your Name')}</label>
            <input
              id={`${id}-name`}
              value={values.name}
              onChange={set('name')}
              autoComplete="name"
              required
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-email`}>{t('Email Address')}</label>
            <input
              id={`${id}-email`}
              type="email"
              value={values.email}
              onChange={set('email')}
              autoComplete="email"
              required
            />
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>{t('I am a')}</label>
          <select id={`${id}-type`} value={values.userType} onChange={set('userType')}>
            <option value="patient">{t('Patient')}</option>
            <option value="doctor">{t('Healthcare Provider')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-subject`}>{t('Subject')}</label>
          <input id={`${id}-subject`} value={values.subject} onChange={set('subject')} required />
        </div>
        <div className="field">
          <label htmlFor={`${id}-message`}>{t('Message')}</label>
          <textarea
            id={`${id}-message`}
            rows={5}
            value={values.message}
            onChange={set('message')}
            required
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {t('Send Message')}
        </button>
      </form>
    </section>
  );
}
