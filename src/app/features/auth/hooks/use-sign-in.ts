import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { type SignInOutcome, signIn } from '../api/sign-in';

/** Signs in and follows the outcome: the redirect or dashboard, or /verification-pending. */
export function useSignIn() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Extract<SignInOutcome, { kind: 'failed' }> | null>(null);

  const run = async (email: string, password: string) => {
    setBusy(true);
    setFailure(null);
    const outcome = await signIn(email, password);
    if (outcome.kind === 'signed-in') {
      await navigate({ href: outcome.to });
    } else if (outcome.kind === 'pending') {
      await navigate({ to: '/verification-pending' });
    } else {
      setFailure(outcome);
      setBusy(false);
    }
    return outcome;
  };

  return { run, busy, failure };
}
