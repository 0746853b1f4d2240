import { Link } from '@tanstack/react-router';
import '../public.css';

/** D13: a plain page about the product. */
export function AboutPage() {
  return (
    <article className="page prose" aria-labelledby="about-title">
      <h1 id="about-title">About Mashwara</h1>
      <p className="lead">
        Mashwara (Urdu for “advice” or “consultation”) is an appointment booking service that
        connects patients in Pakistan with doctors our team has verified.
      </p>

      <h2>For patients</h2>
      <ul>
        <li>Find doctors by specialty, experience, rating and city.</li>
        <li>
          See each doctor’s real open time slots and book a consultation, follow-up or emergency
          visit.
        </li>
        <li>Pay the consultation fee in PKR, and cancel or reschedule your own appointments.</li>
        <li>
          Review doctors after a completed appointment, and keep your medical history in your
          profile.
        </li>
      </ul>

      <h2>For doctors</h2>
      <ul>
        <li>
          Apply with your license number and qualifications; an administrator verifies every doctor.
        </li>
        <li>
          Set your weekly schedule, confirm and complete appointments, and keep private notes on
          patients.
        </li>
        <li>Answer reviews and follow your day from a dashboard.</li>
      </ul>

      <h2>Built for real connections</h2>
      <p>
        Mashwara is a progressive web app: you can install it on your phone, and your appointments,
        notifications and profile stay readable without a connection. Changes you make offline are
        kept on your device and sent when you are back online. Signing in, creating an account,
        booking and paying need a connection.
      </p>

      <h2>Privacy</h2>
      <p>
        Your medical details are shared only with the doctors you book. When you sign out, the copy
        kept on your device is removed. Read our <Link to="/privacy">Privacy Policy</Link> and{' '}
        <Link to="/terms">Terms and Conditions</Link>.
      </p>

      <div className="about-actions">
        <Link to="/doctors" className="btn btn-primary">
          Find a Doctor
        </Link>
        <Link to="/sign-up" className="btn btn-ghost">
          Create an Account
        </Link>
        <Link to="/contact" className="btn btn-ghost">
          Contact Us
        </Link>
      </div>
    </article>
  );
}
