import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { api } from '#app/lib/api-client';
import { forgetEtags } from '#app/lib/etag-store';
import { clearRuntimeCaches } from '#app/lib/pwa-cache';
import { pendingDoctorStore, useSession } from '#app/lib/session';
import { syncEngine } from './outbox';

/** The user's mirror, queue and sync times, and the service worker's runtime caches (ADR 006). */
async function clearDeviceData(userId: string): Promise<void> {
  await syncEngine.clearUser(userId);
  await clearRuntimeCaches();
}

/**
 * Sign-out ends the session on the server (best effort: offline it still signs out here)
 * and clears token, user and the pending record, then goes to /sign-in (ADR 075).
 * ADR 006: the user's mirror, sync queue and the service worker's runtime caches leave the device.
 * The session goes first, so a refresh or replay still running cannot write rows back.
 */
export async function signOut({ serverSessionGone = false } = {}) {
  const { token, user } = useSession.getState();
  // The browser's push subscription ends too (ADR 104); the server drops its copy with the session.
  // Loaded only here, so the signed-out first paint does not carry it.
  const pushOff = import('#app/lib/push')
    .then((push) => push.turnOffPush({ tellServer: false }))
    .catch(() => undefined);
  // A deleted account's session is gone with it: asking again would be a 401 (to /sign-in).
  if (token && !serverSessionGone) {
    await api.post('/auth/logout').catch(() => undefined);
  }
  await pushOff;
  useSession.getState().clear();
  pendingDoctorStore.clear();
  // Answers kept for If-None-Match are the user's too (memory only, keyed by token).
  forgetEtags();
  if (user) {
    await clearDeviceData(user._id).catch((error: unknown) => {
      console.error('Could not clear this device’s copy of the account data', error);
    });
  }
}

export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    await navigate({ to: '/sign-in' });
  }, [navigate]);
}
