import { Link } from '@tanstack/react-router';
import { LegalPage, type LegalSection } from './legal-page';

const PRIVACY_MAIL = 'privacy@mashwara.pk';

/** Section 2.14. */
const SECTIONS: LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <p>
        This policy explains what information Mashwara collects, why, and the choices you have. It
        applies to the website, the installable app and the API they use.
      </p>
    ),
  },
  {
    id: 'collected',
    title: 'Information We Collect',
    body: (
      <ul>
        <li>Account details: name, e-mail address, role and a securely hashed password.</li>
        <li>
          Profile details you choose to add: phone, date of birth, gender, blood group, address,
          emergency contact and medical history.
        </li>
        <li>Appointments, reviews, notifications and payment records.</li>
        <li>For doctors: qualifications, license number, clinic, fees and schedule.</li>
        <li>
          Technical records: sign-in times and the network address of requests, kept in an audit
          log.
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'How We Use Information',
    body: (
      <p>
        To run your account, show doctors and availability, make and manage bookings, take payments,
        send notifications and reminders, verify doctors, keep the service secure and answer your
        questions.
      </p>
    ),
  },
  {
    id: 'hipaa',
    title: 'HIPAA Compliance',
    body: (
      <p>
        We follow the safeguards of the US Health Insurance Portability and Accountability Act
        (HIPAA) as a standard of practice for health information: access is limited to the people
        who need it, sign-ins and changes to records are written to an audit log, and data travels
        over encrypted connections.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Information Sharing',
    body: (
      <p>
        Your profile and medical history are shared with the doctors you book, for your care.
        Payment details go to the payment provider. We do not sell your information. We disclose
        information when the law requires it.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Data Security',
    body: (
      <p>
        Passwords are stored only as strong one-way hashes. Sessions can be ended at any time and
        end when you reset your password. When you sign out, the copy of your data kept on your
        device for offline use is removed, so it does not stay on a shared phone.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your Rights',
    body: (
      <p>
        You can see and correct your profile at any time, and ask us for a copy of your data or to
        delete your account, subject to records we must keep by law.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and Local Storage',
    body: (
      <p>
        We do not use advertising or tracking cookies. The app keeps your session and, for offline
        use, your own appointments and profile in your browser’s storage on your device.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children Under 13',
    body: (
      <p>
        Mashwara is not directed at children under 13, and we do not knowingly collect their
        information. A parent or guardian should book care for a child from their own account.
      </p>
    ),
  },
  {
    id: 'transfers',
    title: 'International Transfers',
    body: (
      <p>
        Our service providers may process information outside Pakistan. When they do, we require
        them to protect it to the standard of this policy.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        We will post any change here and update the date above. Significant changes will also be
        announced in the app.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <p>
        Questions about your privacy? <Link to="/contact">Contact us</Link> or write to{' '}
        <a href={`mailto:${PRIVACY_MAIL}`}>{PRIVACY_MAIL}</a>.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={<p>Your health information is personal. Here is how we look after it.</p>}
      sections={SECTIONS}
    />
  );
}
