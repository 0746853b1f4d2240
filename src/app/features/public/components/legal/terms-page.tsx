import { Link } from '@tanstack/react-router';
import { msg } from '#app/lib/i18n';
import { T, Trans } from '#app/lib/trans';
import { MailLink } from '../mail-link';
import { LegalPage, type LegalSection } from './legal-page';
import { RefundTerms } from './refund-terms';

const LEGAL_MAIL = 'legal@mashwara.pk';

/** ADR 076: eleven sections (modifications and termination share the last). */
const SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: msg('Acceptance of Terms'),
    body: (
      <p>
        <T>
          By creating an account or using Mashwara you agree to these terms. If you do not agree,
          please do not use the service.
        </T>
      </p>
    ),
  },
  {
    id: 'service',
    title: msg('Service Description'),
    body: (
      <>
        <p>
          <T>
            Mashwara lets patients find verified doctors, book, pay for, cancel and reschedule
            appointments, and review doctors. Mashwara is a booking platform; it does not itself
            provide medical care, and it is not an emergency service.
          </T>
        </p>
        <p>
          <T>
            We send confirmations, reminders and changes to your appointments by e-mail, and by SMS,
            WhatsApp or push notifications only if you turn them on in your profile. You can turn
            each of them off there at any time, and replying STOP to an SMS or WhatsApp message
            stops that channel.
          </T>
        </p>
      </>
    ),
  },
  {
    id: 'registration',
    title: msg('User Registration'),
    body: (
      <p>
        <T>
          You must give accurate information when you register and keep your password secret. You
          are responsible for activity under your account. Doctor accounts are verified by an
          administrator before they can take bookings, and may be rejected.
        </T>{' '}
        <T>
          We send a link to confirm a patient’s e-mail address; reminders go only to a confirmed
          address.
        </T>
      </p>
    ),
  },
  {
    id: 'booking',
    title: msg('Appointment Booking'),
    body: (
      <>
        <p>
          <T>
            A booking reserves a time slot with a doctor. You may book up to 3 months ahead. Please
            arrive 15 minutes early.
          </T>
        </p>
        <p>
          <T>
            You may cancel or reschedule your own appointments. Appointments that pass without being
            completed may be marked as expired or no-show.
          </T>
        </p>
      </>
    ),
  },
  {
    id: 'responsibilities',
    title: msg('User Responsibilities'),
    body: (
      <ul>
        <li>
          <T>Give truthful information about yourself and your health.</T>
        </li>
        <li>
          <T>Treat doctors, patients and staff with respect.</T>
        </li>
        <li>
          <T>Write honest reviews about appointments you actually had.</T>
        </li>
        <li>
          <T>
            Do not misuse the service, try to break its security, or use another person’s account.
          </T>
        </li>
      </ul>
    ),
  },
  {
    id: 'providers',
    title: msg('Healthcare Provider Terms'),
    body: (
      <p>
        <T>
          Doctors must hold a valid license, keep their profile, fees and schedule accurate, and
          honour the appointments they accept. Doctors are solely responsible for the medical care
          they provide and for keeping patient notes confidential.
        </T>
      </p>
    ),
  },
  {
    id: 'payment',
    title: msg('Payment Terms'),
    body: (
      <>
        <p>
          <T>
            Consultation fees are set by each doctor and shown in Pakistani rupees (PKR) before you
            book. Payments made online are handled by a payment provider.
          </T>
        </p>
        <RefundTerms />
      </>
    ),
  },
  {
    id: 'privacy',
    title: msg('Privacy'),
    body: (
      <p>
        <Trans
          id="How we collect, use and protect your information is described in our <0>Privacy Policy</0>, which forms part of these terms."
          components={{ 0: <Link to="/privacy" /> }}
        />
      </p>
    ),
  },
  {
    id: 'ip',
    title: msg('Intellectual Property'),
    body: (
      <p>
        <T>
          The Mashwara name, logo, software and content belong to Mashwara or its licensors. You
          keep the rights to the content you post, such as reviews, and allow us to display it on
          the service.
        </T>
      </p>
    ),
  },
  {
    id: 'liability',
    title: msg('Limitation of Liability'),
    body: (
      <p>
        <T>
          Mashwara is provided “as is”. To the extent the law allows, we are not liable for medical
          outcomes, for a doctor’s advice or conduct, or for indirect losses arising from use of the
          service.
        </T>
      </p>
    ),
  },
  {
    id: 'changes',
    title: msg('Modifications and Termination'),
    body: (
      <>
        <p>
          <T>
            We may change these terms; the date above shows the latest version, and continued use
            means you accept the changes.
          </T>
        </p>
        <p>
          <T>
            We may suspend or close an account that breaks these terms. You may stop using Mashwara
            at any time and delete your account from your profile; a doctor’s account is deleted by
            the administrator once their upcoming appointments are handled.
          </T>
        </p>
      </>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title={msg('Terms and Conditions')}
      intro={
        <p>
          <Trans
            id="Please read these terms carefully before using Mashwara. Questions? <0>Contact us</0> or write to <1>{email}</1>."
            values={{ email: LEGAL_MAIL }}
            components={{ 0: <Link to="/contact" />, 1: <MailLink email={LEGAL_MAIL} /> }}
          />
        </p>
      }
      sections={SECTIONS}
    />
  );
}
