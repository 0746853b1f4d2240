import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { CallRole, CallServerMessage } from '#shared/schemas/call';
import type { Logger } from '../lib/logger';
import type { Database } from './client';
import { callSignals } from './schema/index';

/**
 * What the server processes tell each other about call rooms (ADR 113). `conn` names one socket;
 * `to` a party (or both, for a chat message each side keeps).
 */
export type CallEvent =
  | { k: 'join'; a: string; role: CallRole; conn: string }
  | { k: 'here'; a: string; role: CallRole; to: string }
  | { k: 'leave'; a: string; role: CallRole; conn: string }
  | { k: 'relay'; a: string; to: CallRole | 'both'; body: CallServerMessage }
  | { k: 'ended'; a: string; by: CallRole | 'server' };

/** Whether this process holds a socket of that party: only then does it read a stored event. */
export type Wants = (appointmentId: string, to: CallRole | 'both') => boolean;

export type CallBus = {
  publish(event: CallEvent): Promise<void>;
  /** Events in the order they were published, this process's own included. */
  subscribe(handler: (event: CallEvent) => void, wants: Wants): () => void;
  /** Resolves once this process hears events (a socket is taken only then). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

export const CALL_CHANNEL = 'mashwara_calls';
/**
 * NOTIFY takes at most 8,000 bytes; an event over 4,000 goes through call_signals. Well under the
 * limit on purpose: every offer and answer (about 5 KB) takes the table, so that path is the one
 * every call uses, not a fallback first met when a long offer comes along.
 */
export const NOTIFY_MAX_BYTES = 4000;

/** One process (PGlite): the relay is in memory, in order. */
export function memoryCallBus(): CallBus {
  const handlers = new Set<(event: CallEvent) => void>();
  let tail = Promise.resolve();
  return {
    publish: async (event) => {
      const delivered = tail.then(() => {
        for (const h of handlers) h(event);
      });
      // One handler's failure is that publisher's, never every later one's.
      tail = delivered.catch(() => {});
      await delivered;
    },
    subscribe: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    ready: async () => {},
    close: async () => handlers.clear(),
  };
}

type Reference = { k: 'ref'; id: string; a: string; to: CallRole | 'both' };

/**
 * Several processes on one PostgreSQL: LISTEN on one channel over a connection of its own,
 * publish with pg_notify. Notifications are handled one after another, so an offer read from
 * call_signals still comes before the candidates notified after it.
 */
export function postgresCallBus(database: Database, url: string, log: Logger): CallBus {
  const handlers = new Map<(event: CallEvent) => void, Wants>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closing = false;
  let tail = Promise.resolve();

  const deliver = async (payload: string) => {
    const parsed = JSON.parse(payload) as CallEvent | Reference;
    let event: CallEvent;
    if (parsed.k === 'ref') {
      const wanted = [...handlers.values()].some((wants) => wants(parsed.a, parsed.to));
      if (!wanted) return;
      // Read once and gone: the one process holding the addressee's socket deletes it.
      const [row] = await database.db
        .delete(callSignals)
        .where(eq(callSignals.id, parsed.id))
        .returning({ payload: callSignals.payload });
      if (!row) return;
      event = JSON.parse(row.payload) as CallEvent;
    } else event = parsed;
    for (const h of handlers.keys()) h(event);
  };

  const listen = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel !== CALL_CHANNEL || !n.payload) return;
      const payload = n.payload;
      tail = tail
        .then(() => deliver(payload))
        .catch((error) => log.error('call relay failed', { error: String(error) }));
    });
    // A lost listener connection reconnects; what was notified meanwhile is lost (ADR 113).
    c.on('error', (error) => log.error('call relay connection lost', { error: error.message }));
    c.on('end', () => {
      if (client === c) client = undefined;
      connecting = undefined;
      if (!closing && handlers.size) setTimeout(() => void ensureListening(), 1000).unref();
    });
    await c.connect();
    await c.query(`listen ${CALL_CHANNEL}`);
    client = c;
  };
  const ensureListening = () => {
    connecting ??= listen().catch((error) => {
      connecting = undefined;
      log.error('call relay could not listen', { error: String(error) });
      if (!closing) setTimeout(() => void ensureListening(), 1000).unref();
    });
    return connecting;
  };

  return {
    publish: async (event) => {
      let payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) > NOTIFY_MAX_BYTES && event.k === 'relay') {
        const [row] = await database.db
          .insert(callSignals)
          .values({ appointmentId: event.a, payload })
          .returning({ id: callSignals.id });
        payload = JSON.stringify({ k: 'ref', id: row!.id, a: event.a, to: event.to });
      }
      await database.db.execute(sql`select pg_notify(${CALL_CHANNEL}, ${payload})`);
    },
    subscribe: (handler, wants) => {
      handlers.set(handler, wants);
      void ensureListening();
      return () => handlers.delete(handler);
    },
    ready: async () => {
      await ensureListening();
      if (!client) throw new Error('The call relay is not listening');
    },
    close: async () => {
      closing = true;
      handlers.clear();
      await client?.end().catch(() => {});
    },
  };
}

export function createCallBus(database: Database, url: string | undefined, log: Logger): CallBus {
  return database.kind === 'postgres' && url
    ? postgresCallBus(database, url, log)
    : memoryCallBus();
}
