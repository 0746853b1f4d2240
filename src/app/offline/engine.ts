import { clearUserRows, type MashwaraDb, type OutboxItem, USER_TABLES } from './local-db';
import {
  classifyFailure,
  DEFAULT_BACKOFF,
  isFinal,
  isPending,
  LOCK_BUSY_RETRY_MS,
  retryDelay,
  withReplayLock,
} from './policy';
import { isNetworkFailure, MirrorRefresher } from './refresher';
import type {
  BeforeEnqueue,
  CollectionSource,
  EngineDeps,
  Enqueued,
  LockLike,
  SyncKind,
  SyncOutcome,
  SyncSession,
  TransportError,
} from './types';

type Verdict = 'applied' | 'skipped' | 'retry' | 'final' | 'stop';

/**
 * The outbox replay engine (ADR 006). Exactly once comes from the server: every attempt of an item
 * carries the same Idempotency-Key, so an item sent again after a lost answer or a crash is
 * answered from the server's stored response instead of being applied twice.
 *
 * Everything environmental is injected (transport, session, clock, jitter, locks, timers,
 * window events) so unit tests and the soak benchmark drive it in Node.
 */
export class SyncEngine {
  private readonly kinds = new Map<string, SyncKind>();
  private readonly refresher: MirrorRefresher;
  private readonly waiters = new Map<string, { userId: string; resolve(o: SyncOutcome): void }>();
  private readonly db: MashwaraDb;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly backoff: { baseMs: number; maxMs: number };
  /** The token that answered 401: nothing is sent until the session holds another one. */
  private pausedToken: string | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: unknown = null;
  private started = false;
  private cleanups: (() => void)[] = [];
  private intervals = new Map<string, unknown>();

  constructor(private readonly deps: EngineDeps) {
    this.db = deps.db;
    this.now = deps.now ?? Date.now;
    this.random = deps.random ?? Math.random;
    this.backoff = deps.backoff ?? DEFAULT_BACKOFF;
    this.refresher = new MirrorRefresher(
      this.db,
      this.kinds,
      deps.getSession,
      this.now,
      (s) => this.pausedToken === s.token,
      (reachable) => deps.onNetwork?.(reachable),
    );
  }

  /** The item's plain words in the active language; the words stored at queue time otherwise. */
  describe(item: OutboxItem): string {
    const kind = this.kinds.get(item.kind);
    if (!kind) return item.description;
    try {
      return kind.describe(item.payload);
    } catch {
      return item.description;
    }
  }

  /** Idempotent per name: the last registration wins. */
  registerKind<P, R>(kind: SyncKind<P, R>): void {
    this.kinds.set(kind.name, kind as unknown as SyncKind);
    // Items of this kind may have been waiting for its code to load.
    if (this.started) void this.replay();
  }

  registerCollection(source: CollectionSource): void {
    this.refresher.register(source);
    if (this.started) {
      this.startInterval(source);
      void this.refresher.refresh(source.name);
    }
  }

  /** Refreshes one collection now (e.g. a Retry button); a call while one runs joins it. */
  refresh(name: CollectionSource['name']): Promise<void> {
    return this.refresher.refresh(name);
  }

  /**
   * After a change made outside the queue (a photo upload) or a refusal: a refresh already running
   * may have asked before it, so joining it is not enough.
   */
  async refreshAfterChange(name: CollectionSource['name']): Promise<void> {
    const asked = this.isRefreshing(name);
    await this.refresh(name);
    if (asked) await this.refresh(name);
  }

  refreshAll(): Promise<void> {
    return this.refresher.refreshAll();
  }

  isRefreshing = (name: CollectionSource['name']) => this.refresher.isRefreshing(name);
  subscribeRefreshing = (listener: () => void) => this.refresher.subscribe(listener);

  /**
   * Queues a change for the signed-in user: the mirror changes at once (applyLocal) and the
   * request goes now if it can, later otherwise. Rejects only when nobody is signed in. The kind
   * is registered on the way, so a screen can queue before the sign-in registration has loaded.
   */
  async enqueue<P>(
    kind: SyncKind<P, never>,
    payload: P,
    before?: BeforeEnqueue,
  ): Promise<Enqueued> {
    const session = this.deps.getSession();
    if (!session) throw new Error('Sign in to make changes.');
    if (!this.kinds.has(kind.name)) this.kinds.set(kind.name, kind as unknown as SyncKind);
    const actedAt = this.now();
    const item: OutboxItem = {
      id: crypto.randomUUID(),
      kind: kind.name,
      payload,
      userId: session.userId,
      entityId: kind.entityId(payload),
      actedAt,
      attempts: 0,
      nextAttemptAt: actedAt,
      lastError: null,
      lastStatus: null,
      state: 'waiting',
      description: kind.describe(payload),
    };
    await this.db.transaction('rw', [...USER_TABLES], async () => {
      await before?.(this.db, session.userId);
      item.seq = await this.db.outbox.add(item);
      await kind.applyLocal(this.db, payload, { userId: session.userId, actedAt });
    });
    const settled = new Promise<SyncOutcome>((resolve) => {
      this.waiters.set(item.id, { userId: session.userId, resolve });
    });
    void this.replay();
    return { item, settled };
  }

  countUnsynced(userId: string): Promise<number> {
    return this.db.outbox.where('userId').equals(userId).filter(isPending).count();
  }

  /** Removes a refused item once the user has read why. Pending items cannot be dismissed. */
  async dismiss(id: string): Promise<void> {
    const item = await this.db.outbox.where('id').equals(id).first();
    if (item?.seq !== undefined && isFinal(item)) await this.db.outbox.delete(item.seq);
  }

  /** Sign-out: the user's mirror, outbox and sync times leave the device (ADR 006). */
  async clearUser(userId: string): Promise<void> {
    await clearUserRows(this.db, userId);
    for (const [id, waiter] of this.waiters) {
      if (waiter.userId === userId) this.settle(id, { status: 'cleared' });
    }
  }

  /** Listens for reconnect, focus and session changes; runs timers. Returns stop. */
  start(): () => void {
    if (this.started) return () => this.stop();
    this.started = true;
    const events = this.deps.events;
    const on = (type: string, handler: () => void) => {
      events?.addEventListener(type, handler);
      this.cleanups.push(() => events?.removeEventListener(type, handler));
    };
    on('online', () => this.wake());
    on('visibilitychange', () => {
      if (this.deps.isVisible?.() ?? true) this.wake();
    });
    on('focus', () => void this.refresher.refreshAll());
    let token = this.deps.getSession()?.token ?? null;
    const unsubscribe = this.deps.subscribeSession?.(() => {
      const next = this.deps.getSession()?.token ?? null;
      if (next === token) return;
      token = next;
      // A new sign-in lifts the pause of an expired token.
      if (next && next !== this.pausedToken) this.pausedToken = null;
      if (next) this.wake();
      else this.clearTimer();
    });
    if (unsubscribe) this.cleanups.push(unsubscribe);
    for (const source of this.refresher.registered) this.startInterval(source);
    this.wake();
    return () => this.stop();
  }

  stop(): void {
    this.started = false;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    for (const handle of this.intervals.values()) this.deps.clearTimer?.(handle);
    this.intervals.clear();
    this.clearTimer();
  }

  /**
   * Reconnect, start, focus or sign-in: items that failed for want of a network go now instead
   * of at the end of their backoff (a Retry-After from the server is still honoured), and the
   * mirror is refreshed.
   */
  wake(): Promise<void> {
    const session = this.deps.getSession();
    const ready = session
      ? this.db.outbox
          .where('userId')
          .equals(session.userId)
          .modify((item) => {
            // 'syncing' seen here was left by a tab that died mid-send: its key makes a resend safe.
            const lostNetwork = item.state === 'waiting' && item.attempts > 0 && !item.lastStatus;
            if (lostNetwork || item.state === 'syncing')
              item.nextAttemptAt = Math.min(item.nextAttemptAt, this.now());
          })
      : Promise.resolve(0);
    void ready.then(() => this.refresher.refreshAll());
    return ready.then(() => this.replay());
  }

  /** Sends what is due. Concurrent calls share one run; a call during a run asks for one more pass. */
  replay(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let ran = false;
      try {
        this.again = false;
        ran = await this.withLock(async () => {
          do {
            this.again = false;
            await this.pass();
          } while (this.again);
        });
        if (ran) await this.scheduleNext();
        // Another tab is replaying; look again later in case it closes.
        else this.arm(this.now() + LOCK_BUSY_RETRY_MS);
      } finally {
        this.running = null;
      }
      // Asked for while the timer was being set: one more run (not when another tab holds the lock).
      if (ran && this.again) await this.replay();
    })();
    return this.running;
  }

  private withLock(fn: () => Promise<void>): Promise<boolean> {
    const locks =
      this.deps.locks === undefined
        ? (globalThis.navigator as { locks?: LockLike } | undefined)?.locks
        : this.deps.locks;
    return withReplayLock(locks, fn);
  }

  /**
   * One pass over the signed-in user's items in the order they were made. An item that cannot
   * go yet holds back later items about the same record; others go on.
   */
  private async pass(): Promise<void> {
    const session = this.deps.getSession();
    if (!session || this.pausedToken === session.token) return;
    const items = await this.db.outbox.where('userId').equals(session.userId).sortBy('seq');
    const held = new Set<string>();
    for (const item of items) {
      if (isFinal(item) || held.has(item.entityId)) continue;
      const kind = this.kinds.get(item.kind);
      if (!kind || item.nextAttemptAt > this.now()) {
        held.add(item.entityId);
        continue;
      }
      if (!this.isCurrent(session)) return;
      const verdict = await this.send(item.seq as number, kind, session);
      if (verdict === 'stop') return;
      if (verdict === 'retry') held.add(item.entityId);
    }
  }

  /** Whether `session` is still the signed-in one (the same user and the same sign-in). */
  private isCurrent(session: SyncSession): boolean {
    const current = this.deps.getSession();
    return current?.userId === session.userId && current.token === session.token;
  }

  private async send(seq: number, kind: SyncKind, session: SyncSession): Promise<Verdict> {
    const item = await this.db.outbox.get(seq);
    // Re-read: it may have been dismissed or cleared, and it must belong to this session's user.
    if (!item || !isPending(item) || item.userId !== session.userId) return 'skipped';
    const attempts = item.attempts + 1;
    // Claimed only if still there: a sign-out may have cleared it since it was read.
    if (!(await this.db.outbox.update(seq, { state: 'syncing', attempts }))) return 'skipped';
    // The session that read it ended meanwhile: it goes with no other.
    if (!this.isCurrent(session)) {
      await this.db.outbox.update(seq, { state: item.state, attempts: item.attempts });
      return 'stop';
    }
    let request: { path: string; body: unknown };
    try {
      request = {
        path: kind.path(item.payload),
        body: kind.body ? kind.body(item.payload) : item.payload,
      };
    } catch (error) {
      return this.refuse(item, kind, 400, `This change cannot be sent: ${String(error)}`);
    }
    let data: unknown;
    try {
      data = await this.deps.transport({
        method: kind.method,
        ...request,
        idempotencyKey: item.id,
        token: session.token,
      });
    } catch (error) {
      this.deps.onNetwork?.(!isNetworkFailure(error));
      return this.onError(item, attempts, kind, error as TransportError, session);
    }
    this.deps.onNetwork?.(true);
    const ctx = { userId: item.userId, actedAt: item.actedAt };
    try {
      await this.db.transaction('rw', [...USER_TABLES], async () => {
        // Cleared by a sign-out while the request was out: leave the mirror alone.
        if (!(await this.db.outbox.get(seq))) return;
        await this.db.outbox.delete(seq);
        await kind.onSuccess?.(this.db, data, item.payload, ctx);
      });
    } catch {
      // The server applied it; a mirror write that failed must not make it go again.
      await this.db.outbox.delete(seq);
      void this.refresher.refresh(kind.collection.name);
    }
    this.refresher.noteApplied(kind.collection.name);
    this.settle(item.id, { status: 'applied', data });
    return 'applied';
  }

  private async onError(
    item: OutboxItem,
    attempts: number,
    kind: SyncKind,
    error: TransportError,
    session: SyncSession,
  ): Promise<Verdict> {
    const message = error?.message ?? String(error);
    const failure = classifyFailure(error);
    if (failure.action === 'pause') {
      // The token expired: wait for the user to sign in again, without spending a retry.
      this.pausedToken = session.token;
      await this.update(item, { state: 'waiting', attempts: attempts - 1, lastError: message });
      return 'stop';
    }
    if (failure.action === 'refuse') return this.refuse(item, kind, failure.status, message);
    await this.update(item, {
      state: 'waiting',
      nextAttemptAt: this.now() + this.retryDelay(attempts, failure.retryAfterMs),
      lastError: message,
      lastStatus: failure.status,
    });
    return failure.stopPass ? 'stop' : 'retry';
  }

  /** 409 and other 4xx are final: the server wins and the user is told what did not apply. */
  private async refuse(
    item: OutboxItem,
    kind: SyncKind,
    status: number,
    message: string,
  ): Promise<Verdict> {
    const state = status === 409 ? 'conflict' : 'failed';
    await this.update(item, { state, lastError: message, lastStatus: status });
    this.settle(item.id, { status: state, message, httpStatus: status });
    // The server's state, fetched after the refusal: a refresh already running may have read the
    // server before it, and written its answer with this change still re-applied on top.
    await this.refreshAfterChange(kind.collection.name);
    return 'final';
  }

  retryDelay(attempts: number, retryAfterMs = 0): number {
    return retryDelay(attempts, retryAfterMs, this.backoff, this.random);
  }

  private async update(item: OutboxItem, change: Partial<OutboxItem>) {
    if (item.seq !== undefined) await this.db.outbox.update(item.seq, change);
  }

  private settle(id: string, outcome: SyncOutcome) {
    this.waiters.get(id)?.resolve(outcome);
    this.waiters.delete(id);
  }

  private async scheduleNext() {
    const session = this.deps.getSession();
    if (!session || this.pausedToken === session.token) return this.clearTimer();
    const due = (await this.db.outbox.where('userId').equals(session.userId).toArray())
      .filter((i) => isPending(i) && this.kinds.has(i.kind))
      .map((i) => i.nextAttemptAt);
    if (due.length === 0) return this.clearTimer();
    this.arm(Math.min(...due));
  }

  private arm(at: number) {
    this.clearTimer();
    if (!this.started || !this.deps.setTimer) return;
    this.timer = this.deps.setTimer(
      () => {
        this.timer = null;
        void this.replay();
      },
      Math.max(0, at - this.now()),
    );
  }

  private clearTimer() {
    if (this.timer !== null) this.deps.clearTimer?.(this.timer);
    this.timer = null;
  }

  private startInterval(source: CollectionSource) {
    if (!source.intervalMs || this.intervals.has(source.name) || !this.deps.setTimer) return;
    const tick = () => {
      void this.refresher.refresh(source.name);
      this.intervals.set(source.name, this.deps.setTimer?.(tick, source.intervalMs as number));
    };
    this.intervals.set(source.name, this.deps.setTimer(tick, source.intervalMs));
  }
}
