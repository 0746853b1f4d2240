import { liveQuery } from 'dexie';
import type * as v from 'valibot';
import { localDb } from '#app/offline/local-db';
import { enqueue } from '#app/offline/outbox';
import type { NameUpdateSchema } from '#shared/schemas/patient';
import { PROFILE_SAVE_KIND, type ProfileSavePayload } from './profile-sync';

/** Past this, a save still on its way is reported as kept on the device. */
const ANSWER_WAIT_MS = 10_000;

export type SaveResult =
  | { status: 'applied' }
  | { status: 'refused'; message: string }
  /** Kept on this device: offline, or no answer in time (it syncs later, ADR 006). */
  | { status: 'deferred' };

/**
 * Resolves as soon as it is clear the save will not reach the server now: the browser is
 * offline, an attempt failed for want of a network (the engine put it back to waiting), or no
 * answer came in time.
 */
function whenDeferred(seq: number | undefined) {
  let stop = () => {};
  const promise = new Promise<SaveResult>((resolve) => {
    const deferred = () => resolve({ status: 'deferred' });
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return deferred();
    const timer = setTimeout(deferred, ANSWER_WAIT_MS);
    const subscription =
      seq === undefined
        ? null
        : liveQuery(() => localDb.outbox.get(seq)).subscribe((item) => {
            if (item?.state === 'waiting' && item.attempts > 0) deferred();
          });
    stop = () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  });
  return { promise, stop: () => stop() };
}

/**
 * Queues the whole profile (the mirror shows it at once) and waits briefly for the server:
 * applied, refused with its reason (the item stays in the outbox with the user's text), or
 * deferred. Rejects only when nobody is signed in.
 */
export async function saveProfile(
  /** Other roles send only their name (PUT /auth/profile in /api/openapi.json). */
  payload: ProfileSavePayload | v.InferOutput<typeof NameUpdateSchema>,
): Promise<SaveResult> {
  const queued = await enqueue(PROFILE_SAVE_KIND, payload);
  const deferred = whenDeferred(queued.item.seq);
  const settled = queued.settled.then((outcome): SaveResult => {
    if (outcome.status === 'applied') return { status: 'applied' };
    if (outcome.status === 'cleared') return { status: 'deferred' };
    return { status: 'refused', message: outcome.message };
  });
  const first = await Promise.race([settled, deferred.promise]);
  deferred.stop();
  return first;
}
