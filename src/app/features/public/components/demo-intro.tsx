import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useT } from '#app/lib/i18n';
import { Trans } from '#app/lib/trans';
import '../public.css';

/** ADR 012: what the demo accounts are; the sign-in buttons come from the auth feature. */
export function DemoIntro({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="page demo-page">
      <section aria-labelledby="demo-title" className="prose">
        <h1 id="demo-title">{t('Demo Accounts')}</h1>
        <p className="lead">
          {t(
            'Try Mashwara as a patient, a doctor, a doctor waiting for verification, or the administrator. Each button signs in to a real account on this server, so everything you do is saved like any other account’s changes.',
          )}
        </p>
        <div className="banner banner-info">
          <Trans
            id="These accounts work only when the server runs with demo data (the default for a fresh database outside production; <0>SEED_DEMO=false</0> turns it off). Without demo data, signing in as them fails with “Invalid email or password”."
            components={{ 0: <code /> }}
          />
        </div>
      </section>
      <section aria-labelledby="demo-accounts-title">
        <h2 id="demo-accounts-title" className="section-title">
          {t('Sign in with one click')}
        </h2>
        {children}
      </section>
      <p className="demo-footer muted">
        <Trans
          id="Want your own account instead? <0>Sign up</0> or <1>sign in</1>."
          components={{ 0: <Link to="/sign-up" />, 1: <Link to="/sign-in" /> }}
        />
      </p>
    </div>
  );
}
