import type * as v from 'valibot';
import { syncEngine } from '#app/offline/outbox';
import { whenDeferred } from '#app/offline/run-queued';
import type { SyncKind } from '#app/offline/types';
import type { NameUpdateSchema } from '#shared/schemas/patient';
import { type ProfileSavePayload, profileSaveKind } from './profile-kind';

export type SaveResult =
  | { status: 'applied' }
  | { status: 'refused'; message: string }
  /** Kept on this device: offline, or no answer in time (it syncs later, ADR 006). */
  | { status: 'deferred' };

/**
 * Queues a change (the mirror shows it at once) and waits briefly for the server: applied,
 * refused with its reason (the item stays in the outbox with the user's text), or deferred.
 * Rejects only when nobody is signed in.
 */
export async function saveQueued<P>(kind: SyncKind<P, never>, payload: P): Promise<SaveResult> {
  const queued = await syncEngine.enqueue(kind, payload);
  const deferred = whenDeferred(queued.item.seq);
  const settled = queued.settled.then((outcome): SaveResult => {
    if (outcome.status === 'applied') return { status: 'applied' };
    if (outcome.status === 'cleared') return { status: 'deferred' };
    return { status: 'refused', message: outcome.message };
  });
  const first = await Promise.race([
    settled,
    deferred.promise.then((): SaveResult => ({ status: 'deferred' })),
  ]);
  deferred.stop();
  return first;
}

/** The whole profile, as saveQueued saves it. */
export function saveProfile(
  /** Other roles send only their name (PUT /auth/profile in /api/openapi.json). */
  payload: ProfileSavePayload | v.InferOutput<typeof NameUpdateSchema>,
): Promise<SaveResult> {
  return saveQueued(profileSaveKind, payload as ProfileSavePayload);
}
