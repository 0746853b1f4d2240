import { liveQuery } from 'dexie';
import { msg } from '#app/lib/i18n';
import { toast } from '#app/lib/toasts';
import { localDb } from './local-db';
import { syncEngine } from './outbox';
import type { BeforeEnqueue, Enqueued, SyncKind, SyncOutcome } from './types';

/** ADR 002: the label of a change kept on the device until it can reach the server. */
export const SAVED_OFFLINE = msg('Saved on this device — will sync when you are back online');

/** Past this, a change still on its way is reported as kept on the device. */
const ANSWER_WAIT_MS = 10_000;

export type QueuedMessages = { success: string; failure: string };

/**
 * Resolves 'deferred' as soon as it is clear the change will not reach the server now: the
 * browser is offline, or an attempt failed for want of a network (the engine put it back to
 * waiting), or no answer came in time. For a screen that says "kept on this device" meanwhile.
 */
export function whenDeferred(seq: number | undefined): {
  promise: Promise<'deferred'>;
  stop(): void;
} {
  let stop = () => {};
  const promise = new Promise<'deferred'>((resolve) => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      resolve('deferred');
      return;
    }
    const timer = setTimeout(() => resolve('deferred'), ANSWER_WAIT_MS);
    const subscription =
      seq === undefined
        ? null
        : liveQuery(() => localDb.outbox.get(seq)).subscribe((item) => {
            if (item?.state === 'waiting' && item.attempts > 0) resolve('deferred');
          });
    stop = () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  });
  return { promise, stop: () => stop() };
}

function report(outcome: SyncOutcome, messages: QueuedMessages) {
  if (outcome.status === 'applied') toast.success(messages.success);
  else if (outcome.status === 'failed' || outcome.status === 'conflict')
    toast.error(outcome.message || messages.failure);
}

/**
 * Queues a change (the mirror shows it at once) and tells the user how it ended: the success
 * text when the server applied it, the server's reason when it refused, or that it is kept on
 * this device and will sync later (then the final outcome when this tab learns it).
 */
export async function runQueued<P>(
  kind: SyncKind<P, never>,
  payload: P,
  messages: QueuedMessages,
  before?: BeforeEnqueue,
) {
  let queued: Enqueued;
  try {
    queued = await syncEngine.enqueue(kind, payload, before);
  } catch (error) {
    toast.error(error instanceof Error && error.message ? error.message : messages.failure);
    return;
  }
  const deferred = whenDeferred(queued.item.seq);
  const first = await Promise.race([queued.settled, deferred.promise]);
  deferred.stop();
  if (first !== 'deferred') {
    report(first, messages);
    return;
  }
  toast.success(SAVED_OFFLINE);
  void queued.settled.then((outcome) => report(outcome, messages));
}
