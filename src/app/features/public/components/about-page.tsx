import { Link } from '@tanstack/react-router';
import { type LinkButton, LinkButtons } from '#app/components/ui/link-buttons';
import { msg, useT } from '#app/lib/i18n';
import { Trans } from '#app/lib/trans';
import '../public.css';

/** ADR 013: a plain page about the product. */
const ACTIONS: readonly LinkButton[] = [
  { to: '/doctors', label: msg('Find a Doctor'), tone: 'primary' },
  { to: '/sign-up', label: msg('Create an Account'), tone: 'ghost' },
  { to: '/contact', label: msg('Contact Us'), tone: 'ghost' },
];

export function AboutPage() {
  const t = useT();
  return (
    <article className="page prose" aria-labelledby="about-title">
      <h1 id="about-title">{t('About Mashwara')}</h1>
      <p className="lead">
        {t(
          'Mashwara (Urdu for “advice” or “consultation”) is an appointment booking service that connects patients in Pakistan with doctors our team has verified.',
        )}
      </p>

      <h2>{t('For patients')}</h2>
      <ul>
        <li>{t('Find doctors by specialty, experience, rating and city.')}</li>
        <li>
          {t(
            'See each doctor’s real open time slots and book a consultation, follow-up or emergency visit.',
          )}
        </li>
        <li>
          {t('Pay the consultation fee in PKR, and cancel or reschedule your own appointments.')}
        </li>
        <li>
          {t(
            'Review doctors after a completed appointment, and keep your medical history in your profile.',
          )}
        </li>
      </ul>

      <h2>{t('For doctors')}</h2>
      <ul>
        <li>
          {t(
            'Apply with your license number and qualifications; an administrator verifies every doctor.',
          )}
        </li>
        <li>
          {t(
            'Set your weekly schedule, confirm and complete appointments, and keep private notes on patients.',
          )}
        </li>
        <li>{t('Answer reviews and follow your day from a dashboard.')}</li>
      </ul>

      <h2>{t('Built for real connections')}</h2>
      <p>
        {t(
          'Mashwara is a progressive web app: you can install it on your phone, and your appointments, notifications and profile stay readable without a connection. Changes you make offline are kept on your device and sent when you are back online. Signing in, creating an account, booking and paying need a connection.',
        )}
      </p>

      <h2>{t('Privacy')}</h2>
      <p>
        <Trans
          id="Your medical details are shared only with the doctors you book. When you sign out, the copy kept on your device is removed. Read our <0>Privacy Policy</0> and <1>Terms and Conditions</1>."
          components={{ 0: <Link to="/privacy" />, 1: <Link to="/terms" /> }}
        />
      </p>

      <LinkButtons className="about-actions" links={ACTIONS} />
    </article>
  );
}
