import { Link } from '@tanstack/react-router';
import { LegalPage, type LegalSection } from './legal-page';

const LEGAL_MAIL = 'legal@mashwara.pk';

/** Section 2.13: eleven sections (modifications and termination share the last). */
const SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: (
      <p>
        By creating an account or using Mashwara you agree to these terms. If you do not agree,
        please do not use the service.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'Service Description',
    body: (
      <p>
        Mashwara lets patients find verified doctors, book, pay for, cancel and reschedule
        appointments, and review doctors. Mashwara is a booking platform; it does not itself provide
        medical care, and it is not an emergency service.
      </p>
    ),
  },
  {
    id: 'registration',
    title: 'User Registration',
    body: (
      <p>
        You must give accurate information when you register and keep your password secret. You are
        responsible for activity under your account. Doctor accounts are verified by an
        administrator before they can take bookings, and may be rejected.
      </p>
    ),
  },
  {
    id: 'booking',
    title: 'Appointment Booking',
    body: (
      <>
        <p>
          A booking reserves a time slot with a doctor. You may book up to 3 months ahead. Please
          arrive 15 minutes early.
        </p>
        <p>
          You may cancel or reschedule your own appointments; please do so at least 24 hours before
          the appointment. Appointments that pass without being completed may be marked as expired
          or no-show.
        </p>
      </>
    ),
  },
  {
    id: 'responsibilities',
    title: 'User Responsibilities',
    body: (
      <ul>
        <li>Give truthful information about yourself and your health.</li>
        <li>Treat doctors, patients and staff with respect.</li>
        <li>Write honest reviews about appointments you actually had.</li>
        <li>
          Do not misuse the service, try to break its security, or use another person’s account.
        </li>
      </ul>
    ),
  },
  {
    id: 'providers',
    title: 'Healthcare Provider Terms',
    body: (
      <p>
        Doctors must hold a valid license, keep their profile, fees and schedule accurate, and
        honour the appointments they accept. Doctors are solely responsible for the medical care
        they provide and for keeping patient notes confidential.
      </p>
    ),
  },
  {
    id: 'payment',
    title: 'Payment Terms',
    body: (
      <p>
        Consultation fees are set by each doctor and shown in Pakistani rupees (PKR) before you
        book. Payments made online are handled by a payment provider; refunds for cancelled
        appointments follow the doctor’s and the provider’s policies.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        How we collect, use and protect your information is described in our{' '}
        <Link to="/privacy">Privacy Policy</Link>, which forms part of these terms.
      </p>
    ),
  },
  {
    id: 'ip',
    title: 'Intellectual Property',
    body: (
      <p>
        The Mashwara name, logo, software and content belong to Mashwara or its licensors. You keep
        the rights to the content you post, such as reviews, and allow us to display it on the
        service.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    body: (
      <p>
        Mashwara is provided “as is”. To the extent the law allows, we are not liable for medical
        outcomes, for a doctor’s advice or conduct, or for indirect losses arising from use of the
        service.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Modifications and Termination',
    body: (
      <>
        <p>
          We may change these terms; the date above shows the latest version, and continued use
          means you accept the changes.
        </p>
        <p>
          We may suspend or close an account that breaks these terms. You may stop using Mashwara at
          any time and ask us to close your account.
        </p>
      </>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      intro={
        <p>
          Please read these terms carefully before using Mashwara. Questions?{' '}
          <Link to="/contact">Contact us</Link> or write to{' '}
          <a href={`mailto:${LEGAL_MAIL}`}>{LEGAL_MAIL}</a>.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
