import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import '../public.css';

/** D12: what the demo accounts are; the sign-in buttons come from the auth feature. */
export function DemoIntro({ children }: { children: ReactNode }) {
  return (
    <div className="page demo-page">
      <section aria-labelledby="demo-title" className="prose">
        <h1 id="demo-title">Demo Accounts</h1>
        <p className="lead">
          Try Mashwara as a patient, a doctor, a doctor waiting for verification, or the
          administrator. Each button signs in to a real account on this server, so everything you do
          is saved like any other account’s changes.
        </p>
        <div className="banner banner-info">
          These accounts work only when the server runs with demo data (the default for a fresh
          database outside production; <code>SEED_DEMO=false</code> turns it off). Without demo
          data, signing in as them fails with “Invalid email or password”.
        </div>
      </section>
      <section aria-labelledby="demo-accounts-title">
        <h2 id="demo-accounts-title" className="section-title">
          Sign in with one click
        </h2>
        {children}
      </section>
      <p className="demo-footer muted">
        Want your own account instead? <Link to="/sign-up">Sign up</Link> or{' '}
        <Link to="/sign-in">sign in</Link>.
      </p>
    </div>
  );
}
