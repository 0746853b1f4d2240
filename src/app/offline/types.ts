import type { Role } from '#shared/schemas/user';
import type { MashwaraDb, MirrorTableName, OutboxItem } from './local-db';

/** Who is signed in right now. Items are only ever sent with their own user's token. */
export type SyncSession = { userId: string; token: string; role?: Role };

export type KindContext = { userId: string; actedAt: number };

/**
 * One kind of offline mutation (ADR 006). Adding a mutation to the queue means writing a kind in
 * its feature and handing it to the registration (offline/register.ts); the engine never changes
 * for it.
 */
export type SyncKind<P = unknown, R = unknown> = {
  /** Stored with each queued item, e.g. `appointment.cancel`: never rename one that has shipped. */
  name: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under /api, e.g. `/appointments/${p.appointmentId}/cancel`. */
  path(payload: P): string;
  /** The request body; the payload itself when absent. */
  body?(payload: P): unknown;
  /** The record this change is about: later changes to the same record wait for this one. */
  entityId(payload: P): string;
  /** The mirror collection this change writes: refreshed from the server when it is refused. */
  collection: CollectionSource;
  /** Changes the mirror at once. Also re-run on top of fresh server data while still pending. */
  applyLocal(db: MashwaraDb, payload: P, ctx: KindContext): Promise<void>;
  /** Writes the server's answer into the mirror once the change is applied. */
  onSuccess?(db: MashwaraDb, data: R, payload: P, ctx: KindContext): Promise<void>;
  /**
   * Plain words for the user, e.g. `Cancel the appointment with Dr Ayesha Khan on 3 May`, in the
   * active language (through the catalog's `t`): called again whenever the words are shown, so a
   * problem reads in the language the user has now, not the one they queued it in.
   */
  describe(payload: P): string;
};

/** One mirrored collection as the refresher sees it (offline/collections/ holds one a file). */
export type CollectionSource = {
  name: MirrorTableName;
  /** Resolves to the server's rows (a list, or one object for `profile` and `schedule`). */
  fetch(ctx: SyncSession): Promise<unknown>;
  /**
   * Refresh period while the app is open, e.g. 300000 for appointments (ADR 079: every 5 minutes).
   */
  intervalMs?: number;
  /**
   * Only for these roles, e.g. ['doctor'] for patients (ADR 087): refreshed for a role the server
   * refuses, it would fail on every page.
   */
  roles: readonly Role[];
};

/** What a request to the server looks like to the engine. The token is added at send time. */
export type SendRequest = {
  method: SyncKind['method'];
  path: string;
  body: unknown;
  idempotencyKey: string;
  token: string;
};

/**
 * Sends one request and resolves to the envelope's `data`. Rejects with an error carrying
 * `status` (undefined when no response arrived), `message` (the server's) and
 * `retryAfterSeconds`, as ApiError from api-client.ts does.
 */
export type Transport = (request: SendRequest) => Promise<unknown>;

export type TransportError = {
  status?: number;
  message: string;
  retryAfterSeconds?: number;
  body?: { code?: string };
};

/** How a queued item ended, for a screen that waits for it (see `enqueue`). */
export type SyncOutcome =
  | { status: 'applied'; data: unknown }
  | { status: 'failed' | 'conflict'; message: string; httpStatus: number }
  | { status: 'cleared' };

/**
 * Written in the transaction that queues the change, before the change is added and applied: a
 * row the screen shows, put on the device so the change applies to it (holdOnDevice). One
 * transaction, so a refresh cannot land between the row and its change and drop the row.
 */
export type BeforeEnqueue = (db: MashwaraDb, userId: string) => Promise<void>;

export type Enqueued = {
  item: OutboxItem;
  /**
   * Settles when this tab learns the outcome: applied, refused, or removed (sign-out, dismiss).
   * It stays pending while offline; screens that wait on it should also race a timeout.
   */
  settled: Promise<SyncOutcome>;
};

export type LockLike = {
  request(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<unknown>;
};

export type EngineDeps = {
  db: MashwaraDb;
  transport: Transport;
  getSession(): SyncSession | null;
  /** Called with a listener for sign-in, sign-out and token changes; returns an unsubscribe. */
  subscribeSession?(listener: () => void): () => void;
  now?(): number;
  /** In [0, 1): the jitter of retry delays. */
  random?(): number;
  /** navigator.locks by default; null runs without a lock (Node, old browsers). */
  locks?: LockLike | null;
  /** Window-like target for online / visibilitychange / focus; none in Node. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  isVisible?(): boolean;
  setTimer?(fn: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
  backoff?: { baseMs: number; maxMs: number };
  /** Told whether the server could be reached, from every send and refresh (offline indicator). */
  onNetwork?(reachable: boolean): void;
};
