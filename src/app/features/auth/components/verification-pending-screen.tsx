import { Link } from '@tanstack/react-router';
import { format, parseISO } from 'date-fns';
import type { PendingDoctor } from '#app/stores/session';
import { verificationEstimate } from '#shared/domain/verification-estimate';
import { AuthCard } from './auth-card';
import { VerificationCountdown } from './verification-countdown';

const PENDING_TEXT = 'Your account is pending verification. Please wait for admin approval.';

export function VerificationPendingScreen({ pending }: { pending: PendingDoctor }) {
  const estimate = pending.createdAt ? verificationEstimate(parseISO(pending.createdAt)) : null;
  return (
    <AuthCard title="Verification Pending" subtitle={PENDING_TEXT} wide>
      <dl className="pending-details">
        <div>
          <dt>Name</dt>
          <dd>{pending.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{pending.email}</dd>
        </div>
        <div>
          <dt>Estimated verification time</dt>
          <dd>
            {estimate ? format(estimate, "EEEE, MMMM d, yyyy 'at' h:mm a") : 'Date not available'}
          </dd>
        </div>
      </dl>
      {estimate && <VerificationCountdown target={estimate} />}
      <h2 className="auth-section-title">What happens next</h2>
      <ol className="pending-steps">
        <li>Our team checks your license number and qualifications.</li>
        <li>Verification usually takes two business days; weekends are not counted.</li>
        <li>Once you are approved, sign in to set up your schedule and start taking bookings.</li>
      </ol>
      <div className="auth-actions">
        <Link to="/" className="btn btn-primary">
          Back to Home
        </Link>
        <Link to="/sign-in" className="btn btn-ghost">
          Sign In
        </Link>
      </div>
    </AuthCard>
  );
}
