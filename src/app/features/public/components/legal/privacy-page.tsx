import { Link } from '@tanstack/react-router';
import { msg } from '#app/lib/i18n';
import { T, Trans } from '#app/lib/trans';
import { MailLink } from '../mail-link';
import { LegalPage, type LegalSection } from './legal-page';

const PRIVACY_MAIL = 'privacy@mashwara.pk';

/** ADR 076. */
const SECTIONS: LegalSection[] = [
  {
    id: 'introduction',
    title: msg('Introduction'),
    body: (
      <p>
        <T>
          This policy explains what information Mashwara collects, why, and the choices you have. It
          applies to the website, the installable app and the API they use.
        </T>
      </p>
    ),
  },
  {
    id: 'collected',
    title: msg('Information We Collect'),
    body: (
      <ul>
        <li>
          <T>Account details: name, e-mail address, role and a securely hashed password.</T>
        </li>
        <li>
          <T>
            Profile details you choose to add: phone, date of birth, gender, blood group, address,
            emergency contact and medical history.
          </T>
        </li>
        <li>
          <T>Appointments, reviews, notifications, and payment and refund records.</T>
        </li>
        <li>
          <T>
            If you turn them on: the phone number that gets SMS and WhatsApp messages, this device’s
            push subscription, and when you gave and withdrew each consent.
          </T>
        </li>
        <li>
          <T>For doctors: qualifications, license number, clinic, fees and schedule.</T>
        </li>
        <li>
          <T>
            Technical records: sign-in times and the network address of requests, kept in an audit
            log.
          </T>
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: msg('How We Use Information'),
    body: (
      <p>
        <T>
          To run your account, show doctors and availability, make and manage bookings, take
          payments, send notifications and reminders, verify doctors, keep the service secure and
          answer your questions.
        </T>
      </p>
    ),
  },
  {
    id: 'hipaa',
    title: msg('HIPAA Compliance'),
    body: (
      <p>
        <T>
          We follow the safeguards of the US Health Insurance Portability and Accountability Act
          (HIPAA) as a standard of practice for health information: access is limited to the people
          who need it, sign-ins and changes to records are written to an audit log, and data travels
          over encrypted connections.
        </T>
      </p>
    ),
  },
  {
    id: 'sharing',
    title: msg('Information Sharing'),
    body: (
      <p>
        <T>
          Your profile and medical history are shared with the doctors you book, for your care.
          Payment details go to the payment provider. SMS and WhatsApp messages you chose go through
          their messaging providers, and push notifications through your browser’s push service,
          without medical details. We do not sell your information. We disclose information when the
          law requires it.
        </T>
      </p>
    ),
  },
  {
    id: 'security',
    title: msg('Data Security'),
    body: (
      <p>
        <T>
          Passwords are stored only as strong one-way hashes. Sessions can be ended at any time and
          end when you reset your password; changing it signs out every other device. When you sign
          out, the copy of your data kept on your device for offline use is removed, so it does not
          stay on a shared phone.
        </T>
      </p>
    ),
  },
  {
    id: 'rights',
    title: msg('Your Rights'),
    body: (
      <>
        <p>
          <T>
            You can see and correct your profile at any time. From your profile you can export your
            data: one file with everything we hold about you, which can be downloaded once and only
            for a short time.
          </T>
        </p>
        <p>
          <T>
            You can also delete your account there. Your upcoming appointments are cancelled, with
            refunds under the refund policy, and your personal data is erased. What the law or the
            other party needs is kept without your name: doctors keep their visit records and notes
            about a deleted patient, reviews stay as anonymous, and the audit log keeps the actions.
            Your e-mail address can then register again. A doctor’s account is deleted by the
            administrator, once their patients’ upcoming appointments are handled.
          </T>
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: msg('Cookies and Local Storage'),
    body: (
      <p>
        <T>
          We do not use advertising or tracking cookies. The app keeps your session and, for offline
          use, your own appointments and profile in your browser’s storage on your device.
        </T>
      </p>
    ),
  },
  {
    id: 'children',
    title: msg('Children Under 13'),
    body: (
      <p>
        <T>
          Mashwara is not directed at children under 13, and we do not knowingly collect their
          information. A parent or guardian should book care for a child from their own account.
        </T>
      </p>
    ),
  },
  {
    id: 'transfers',
    title: msg('International Transfers'),
    body: (
      <p>
        <T>
          Our service providers may process information outside Pakistan. When they do, we require
          them to protect it to the standard of this policy.
        </T>
      </p>
    ),
  },
  {
    id: 'changes',
    title: msg('Changes to This Policy'),
    body: (
      <p>
        <T>
          We will post any change here and update the date above. Significant changes will also be
          announced in the app.
        </T>
      </p>
    ),
  },
  {
    id: 'contact',
    title: msg('Contact Us'),
    body: (
      <p>
        <Trans
          id="Questions about your privacy? <0>Contact us</0> or write to <1>{email}</1>."
          values={{ email: PRIVACY_MAIL }}
          components={{ 0: <Link to="/contact" />, 1: <MailLink email={PRIVACY_MAIL} /> }}
        />
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title={msg('Privacy Policy')}
      intro={
        <p>
          <T>Your health information is personal. Here is how we look after it.</T>
        </p>
      }
      sections={SECTIONS}
    />
  );
}
