import {
  type MashwaraDb,
  type MirrorTableName,
  SINGLETON_TABLES,
  USER_TABLES,
  writeMeta,
} from './local-db';
import type { CollectionSource, SyncKind, SyncSession } from './types';

/** No answer at all (as opposed to an answer that said no): ApiError's network case, or fetch's TypeError. */
export const isNetworkFailure = (error: unknown) =>
  error instanceof TypeError ||
  (error as { isNetworkError?: unknown } | null)?.isNetworkError === true;

const statusOf = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
};

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error ?? 'Unknown error');

/**
 * Keeps the mirror collections up to date from the server. The server's rows replace the
 * user's rows, then every change still waiting in the outbox is re-applied on top, so a
 * refresh never undoes something the user did offline.
 */
export class MirrorRefresher {
  private sources = new Map<MirrorTableName, CollectionSource>();
  private inFlight = new Map<MirrorTableName, Promise<void>>();
  private listeners = new Set<() => void>();
  /** Acknowledged changes per collection: an answer fetched before one may predate it. */
  private applied = new Map<MirrorTableName, number>();

  constructor(
    private readonly db: MashwaraDb,
    private readonly kinds: ReadonlyMap<string, SyncKind>,
    private readonly getSession: () => SyncSession | null,
    private readonly now: () => number,
    private readonly isPaused: (session: SyncSession) => boolean,
    private readonly onNetwork: (reachable: boolean) => void = () => {},
  ) {}

  register(source: CollectionSource) {
    this.sources.set(source.name, source);
  }

  get registered(): CollectionSource[] {
    return [...this.sources.values()];
  }

  noteApplied(name: MirrorTableName) {
    this.applied.set(name, (this.applied.get(name) ?? 0) + 1);
  }

  isRefreshing = (name: MirrorTableName) => this.inFlight.has(name);

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  refreshAll(): Promise<void> {
    return Promise.all([...this.sources.keys()].map((name) => this.refresh(name))).then(() => {});
  }

  /** One refresh per collection at a time; a second call joins the running one. */
  refresh(name: MirrorTableName): Promise<void> {
    const running = this.inFlight.get(name);
    if (running) return running;
    const promise = this.run(name).finally(() => {
      this.inFlight.delete(name);
      this.emit();
    });
    this.inFlight.set(name, promise);
    this.emit();
    return promise;
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }

  private sameUser(userId: string) {
    return this.getSession()?.userId === userId;
  }

  private async run(name: MirrorTableName): Promise<void> {
    const source = this.sources.get(name);
    const session = this.getSession();
    if (!source || !session || this.isPaused(session)) return;
    if (!session.role || !source.roles.includes(session.role)) return;
    const { userId } = session;
    await writeMeta(this.db, userId, name, { lastAttemptAt: this.now() });
    try {
      for (let tries = 0; ; tries++) {
        const before = this.applied.get(name) ?? 0;
        const data = await source.fetch(session);
        this.onNetwork(true);
        if (!this.sameUser(userId)) return;
        // A change acknowledged while this was in flight may be missing from the answer.
        if ((this.applied.get(name) ?? 0) !== before && tries < 2) continue;
        await this.write(name, userId, data);
        break;
      }
      if (this.sameUser(userId))
        await writeMeta(this.db, userId, name, { lastSyncedAt: this.now(), lastError: null });
    } catch (error) {
      if (isNetworkFailure(error)) this.onNetwork(false);
      if (this.sameUser(userId))
        await writeMeta(this.db, userId, name, {
          lastError: messageOf(error),
          lastStatus: statusOf(error),
        });
    }
  }

  /** Replaces one user's rows of a collection with the server's, then re-applies pending changes. */
  async write(name: MirrorTableName, userId: string, data: unknown): Promise<void> {
    const rows = SINGLETON_TABLES.has(name) ? (data == null ? [] : [data]) : data;
    if (!Array.isArray(rows)) throw new Error(`The server did not send a list of ${name}`);
    const table = this.db.mirrorTable(name);
    await this.db.transaction('rw', [...USER_TABLES], async () => {
      // Checked inside the transaction: a sign-out in between must not get rows back.
      if (!this.sameUser(userId)) return;
      const pending = (await this.db.outbox.where('userId').equals(userId).sortBy('seq')).filter(
        (item) =>
          (item.state === 'waiting' || item.state === 'syncing') &&
          this.kinds.get(item.kind)?.collection.name === name,
      );
      // A record the answer leaves out (beyond a doctor's window) keeps its row while a change
      // to it waits: dropped, the change would have nothing to show on until it reaches the server.
      const waiting = new Set(pending.map((item) => item.entityId));
      const sent = new Set(rows.map((row) => (row as { _id?: unknown })._id));
      const kept = SINGLETON_TABLES.has(name)
        ? []
        : await table
            .where('userId')
            .equals(userId)
            .filter((row) => {
              const id = (row as { _id?: unknown })._id;
              return typeof id === 'string' && waiting.has(id) && !sent.has(id);
            })
            .toArray();
      await table.where('userId').equals(userId).delete();
      await table.bulkPut([...rows.map((row) => ({ ...(row as object), userId })), ...kept]);
      for (const item of pending) {
        const kind = this.kinds.get(item.kind)!;
        await kind.applyLocal(this.db, item.payload, { userId, actedAt: item.actedAt });
      }
    });
  }
}
