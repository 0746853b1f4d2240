import { Link } from '@tanstack/react-router';
import { AuthCard } from './auth-card';

/** /sign-up: which kind of account to create. */
export function SignUpChooser() {
  return (
    <AuthCard title="Create an Account" subtitle="Choose the kind of account you need." wide>
      <ul className="account-choices">
        <li className="account-choice">
          <h2>I am a patient</h2>
          <p className="muted">
            Find verified doctors, book and pay for appointments, and keep your medical history in
            one place.
          </p>
          <Link to="/patient/sign-up" className="btn btn-primary">
            Create Patient Account
          </Link>
        </li>
        <li className="account-choice">
          <h2>I am a doctor</h2>
          <p className="muted">
            Offer consultations, manage your weekly schedule and patients. Accounts are verified by
            our team before they go live.
          </p>
          <Link to="/doctor/sign-up" className="btn btn-primary">
            Create Doctor Account
          </Link>
        </li>
      </ul>
      <p className="auth-switch">
        Already have an account? <Link to="/sign-in">Sign In</Link>
      </p>
    </AuthCard>
  );
}
