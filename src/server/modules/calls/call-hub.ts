import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { WebSocket } from 'ws';
import type { Deps } from '#server/context';
import type { CallEvent } from '#server/db/call-bus';
import type { Actor } from '#server/lib/actor';
import {
  CALL_CLOSE,
  CallClientMessageSchema,
  type CallRole,
  type CallServerMessage,
} from '#shared/schemas/call';
import { openCallRoom, recordEnd, recordJoin, recordStart } from './call-record.service';

/** A burst of 50 messages (ICE candidates come in bursts), refilled at 20 a second. */
export const CALL_RATE = { burst: 50, perSecond: 20 };
const HEARTBEAT_MS = 20_000;
/** setTimeout's longest wait; a room closing later is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

type Conn = {
  id: string;
  ws: WebSocket;
  appointmentId: string;
  role: CallRole;
  actor: Actor;
  alive: boolean;
  /** Set once the server closes it on purpose: its close then tells no one it left. */
  gone: boolean;
  tokens: number;
  refilledAt: number;
  queue: Promise<void>;
  closeTimer?: NodeJS.Timeout;
};

export type JoinInput = {
  appointmentId: string;
  role: CallRole;
  actor: Actor;
  closesAt: Date;
};

const other = (role: CallRole): CallRole => (role === 'doctor' ? 'patient' : 'doctor');

/**
 * This process's call sockets and the relay between the two parties of each appointment
 * (ADR 113). Every event goes through the bus, so a party on another server process hears it.
 */
export function createCallHub(deps: Deps) {
  const rooms = new Map<string, Map<CallRole, Conn>>();
  /** The socket each party joined with last, on any process: a late `leave` of an older one is ignored. */
  const current = new Map<string, string>();
  const key = (a: string, role: CallRole) => `${a}:${role}`;
  /**
   * The start's write, not awaited by the join: an End call pressed as the peer arrives waits for
   * it, or its duration was computed before the start was written (null).
   */
  const starting = new Map<string, Promise<void>>();

  const send = (conn: Conn, message: CallServerMessage) => {
    if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(JSON.stringify(message));
  };
  const local = (a: string, role: CallRole) => rooms.get(a)?.get(role);
  const drop = (conn: Conn) => {
    clearTimeout(conn.closeTimer);
    const room = rooms.get(conn.appointmentId);
    if (room?.get(conn.role) === conn) room.delete(conn.role);
    if (room?.size === 0) rooms.delete(conn.appointmentId);
  };
  /** The server closes a socket on purpose: nobody is told it left. */
  const dismiss = (conn: Conn, code: number, reason: string) => {
    conn.gone = true;
    drop(conn);
    conn.ws.close(code, reason);
  };

  const report = (what: string) => (error: unknown) =>
    deps.log.error(what, { error: String(error) });

  const onEvent = (event: CallEvent) => {
    const room = rooms.get(event.a);
    switch (event.k) {
      case 'join': {
        current.set(key(event.a, event.role), event.conn);
        const same = room?.get(event.role);
        if (same && same.id !== event.conn) {
          dismiss(same, CALL_CLOSE.replaced, 'Joined from another device');
        }
        const peer = room?.get(other(event.role));
        if (!peer) return;
        send(peer, { type: 'peer', present: true });
        // The joiner on another process learns from us that its peer is here.
        if (!local(event.a, event.role)) {
          void deps.calls
            .publish({ k: 'here', a: event.a, role: peer.role, to: event.conn })
            .catch(report('call relay failed'));
        }
        const started = recordStart(deps, event.a)
          .catch(report('call start not recorded'))
          .finally(() => {
            if (starting.get(event.a) === started) starting.delete(event.a);
          });
        starting.set(event.a, started);
        return;
      }
      case 'here': {
        const joiner = room?.get(other(event.role));
        if (joiner?.id === event.to) send(joiner, { type: 'peer', present: true });
        return;
      }
      case 'leave': {
        if (current.get(key(event.a, event.role)) !== event.conn) return;
        current.delete(key(event.a, event.role));
        const peer = room?.get(other(event.role));
        if (peer) send(peer, { type: 'peer', present: false });
        return;
      }
      case 'relay': {
        for (const conn of room?.values() ?? []) {
          if (event.to === 'both' || conn.role === event.to) send(conn, event.body);
        }
        return;
      }
      case 'ended': {
        for (const conn of [...(room?.values() ?? [])]) {
          send(conn, { type: 'ended', by: event.by });
          const closed = event.by === 'server';
          dismiss(
            conn,
            closed ? CALL_CLOSE.roomClosed : CALL_CLOSE.ended,
            closed ? 'The video room is closed' : 'The call has ended',
          );
        }
        current.delete(key(event.a, 'doctor'));
        current.delete(key(event.a, 'patient'));
        return;
      }
    }
  };

  const unsubscribe = deps.calls.subscribe(onEvent, (a, to) =>
    to === 'both' ? rooms.has(a) : Boolean(local(a, to)),
  );

  const refuse = (conn: Conn, code: number, message: string) => {
    send(conn, { type: 'error', message });
    dismiss(conn, code, message);
    void deps.calls
      .publish({ k: 'leave', a: conn.appointmentId, role: conn.role, conn: conn.id })
      .catch(report('call relay failed'));
  };

  const withinRate = (conn: Conn) => {
    const now = Date.now();
    conn.tokens = Math.min(
      CALL_RATE.burst,
      conn.tokens + ((now - conn.refilledAt) / 1000) * CALL_RATE.perSecond,
    );
    conn.refilledAt = now;
    if (conn.tokens < 1) return false;
    conn.tokens -= 1;
    return true;
  };

  const handle = async (conn: Conn, raw: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return refuse(conn, CALL_CLOSE.invalid, 'Messages must be JSON');
    }
    const result = v.safeParse(CallClientMessageSchema, parsed);
    if (!result.success) return refuse(conn, CALL_CLOSE.invalid, 'This message is not understood');
    const message = result.output;
    const a = conn.appointmentId;
    const to = other(conn.role);
    switch (message.type) {
      case 'ping':
        return send(conn, { type: 'pong' });
      case 'signal':
        return deps.calls.publish({ k: 'relay', a, to, body: message });
      case 'media':
        return deps.calls.publish({ k: 'relay', a, to, body: message });
      case 'chat': {
        // Relayed, never stored: each device keeps the chat with the appointment (ADR 113).
        const body: CallServerMessage = {
          type: 'chat',
          id: randomUUID(),
          from: conn.role,
          text: message.text,
          at: deps.now().toISOString(),
        };
        return deps.calls.publish({ k: 'relay', a, to: 'both', body });
      }
      case 'end':
        await starting.get(a);
        await recordEnd(deps, conn.actor, a, conn.role);
        return deps.calls.publish({ k: 'ended', a, by: conn.role });
    }
  };

  const heartbeat = setInterval(() => {
    for (const room of rooms.values()) {
      for (const conn of room.values()) {
        if (!conn.alive) {
          conn.ws.terminate();
          continue;
        }
        conn.alive = false;
        conn.ws.ping();
      }
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  /** A socket admitted by the upgrade (ticket, Origin and room checked) joins its room. */
  async function join(ws: WebSocket, input: JoinInput) {
    const conn: Conn = {
      id: randomUUID(),
      ws,
      appointmentId: input.appointmentId,
      role: input.role,
      actor: input.actor,
      alive: true,
      gone: false,
      tokens: CALL_RATE.burst,
      refilledAt: Date.now(),
      queue: Promise.resolve(),
    };
    const a = input.appointmentId;
    // A frame over 64 KB: ws closes with 1009 and reports it here first.
    ws.on('error', () => {});
    ws.on('pong', () => {
      conn.alive = true;
    });
    ws.on('message', (data, isBinary) => {
      if (conn.gone) return;
      if (isBinary) return refuse(conn, CALL_CLOSE.binary, 'Messages must be text');
      if (!withinRate(conn)) return refuse(conn, CALL_CLOSE.invalid, 'Too many messages');
      const raw = data.toString();
      conn.queue = conn.queue.then(() => handle(conn, raw)).catch(report('call message failed'));
    });
    ws.on('close', () => {
      if (conn.gone) return;
      conn.gone = true;
      drop(conn);
      void deps.calls
        .publish({ k: 'leave', a, role: conn.role, conn: conn.id })
        .catch(report('call relay failed'));
    });
    // The room closes 60 minutes after the end even with both still in it.
    const untilClose = input.closesAt.getTime() - deps.now().getTime();
    conn.closeTimer = setTimeout(
      () => {
        if (!conn.gone) dismiss(conn, CALL_CLOSE.roomClosed, 'The video room is closed');
      },
      Math.max(0, Math.min(untilClose, MAX_TIMER_MS)),
    );
    conn.closeTimer.unref();

    const room = rooms.get(a) ?? new Map<CallRole, Conn>();
    rooms.set(a, room);
    const before = room.get(input.role);
    room.set(input.role, conn);
    if (before) dismiss(before, CALL_CLOSE.replaced, 'Joined from another device');
    send(conn, { type: 'welcome', role: input.role, peerPresent: room.has(other(input.role)) });
    // The socket's messages wait for its join: the peer hears of it first, the log keeps order.
    conn.queue = (async () => {
      await deps.calls.publish({ k: 'join', a, role: input.role, conn: conn.id });
      await recordJoin(deps, input.actor, a, input.role);
      if (input.role === 'doctor') await openCallRoom(deps, input.actor, a);
    })();
    await conn.queue;
  }

  return {
    join,
    ready: () => deps.calls.ready(),
    /** Closes every socket of this process (the server is stopping). */
    stop() {
      clearInterval(heartbeat);
      unsubscribe();
      for (const room of [...rooms.values()]) {
        for (const conn of [...room.values()]) dismiss(conn, 1001, 'The server is restarting');
      }
    },
  };
}
export type CallHub = ReturnType<typeof createCallHub>;
