import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { pendingDoctorStore, useSession } from '../stores/session';
import { api } from './api-client';

/**
 * Sign-out ends the session on the server (best effort: offline it still signs out here)
 * and clears token, user and the pending record, then goes to /sign-in (section 4).
 * Later: the on-device mirror and sync queue are cleared here too (D6).
 */
export async function signOut() {
  if (useSession.getState().token) {
    await api.post('/auth/logout').catch(() => undefined);
  }
  useSession.getState().clear();
  pendingDoctorStore.clear();
}

export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    await navigate({ to: '/sign-in' });
  }, [navigate]);
}
