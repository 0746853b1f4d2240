import { type IncomingMessage, type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { TLSSocket } from 'node:tls';
import { eq } from 'drizzle-orm';
import { WebSocketServer } from 'ws';
import type { Deps } from '#server/context';
import { users } from '#server/db/schema/index';
import type { Actor } from '#server/lib/actor';
import { MESSAGES } from '#server/lib/errors';
import { originUrl, requestOrigin } from '#server/lib/request-origin';
import { CALL_MESSAGE_MAX_BYTES } from '#shared/schemas/call';
import { CALL_SOCKET_PATH } from './call.service';
import { createCallHub } from './call-hub';
import { CALL_MSG, loadCallRoom, roomState } from './call-room';
import { redeemTicket } from './call-tickets';

export const TICKET_REFUSED = 'This call link is no longer valid. Open the call again.';

/** A plain HTTP answer instead of the upgrade: the envelope of ADR 082, and the socket closed. */
function refuse(socket: Duplex, status: number, message: string) {
  const body = JSON.stringify({ success: false, message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=UTF-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
      body,
  );
}

const header = (req: IncomingMessage) => (name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/** The caller's address as the audit log keeps it (ADR 035: only trusted proxies' hops). */
function callerIp(req: IncomingMessage, trustProxy: number): string {
  if (trustProxy > 0) {
    const hops = (header(req)('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const address = hops[hops.length - trustProxy];
    if (address) return address;
  }
  const address = req.socket.remoteAddress ?? 'unknown';
  return address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * The call socket on the app's own server and port (ADR 113): `GET /api/call-socket?ticket=…`
 * upgrades only for a fresh ticket and the app's own Origin (or none), while the room is open
 * to that party; otherwise a plain 401, 403, 404 or 409 and no upgrade.
 */
export function attachCallSocket(http: Server, deps: Deps) {
  const hub = createCallHub(deps);
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: CALL_MESSAGE_MAX_BYTES,
    perMessageDeflate: false,
  });
  const appOrigin = new URL(deps.env.appUrl).origin.toLowerCase();

  async function admit(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== CALL_SOCKET_PATH) return refuse(socket, 404, 'Not found');
    const own = { secure: req.socket instanceof TLSSocket, host: req.headers.host ?? '' };
    const origin = req.headers.origin?.toLowerCase();
    const ours = originUrl(requestOrigin(header(req), own, deps.env.trustProxy));
    // Checked before the ticket is spent: a page elsewhere must not use up the user's ticket.
    if (origin && origin !== ours && origin !== appOrigin) {
      return refuse(socket, 403, MESSAGES.forbidden);
    }
    const now = deps.now();
    const ticket = await redeemTicket(deps.db, url.searchParams.get('ticket'), now);
    if (!ticket) return refuse(socket, 401, TICKET_REFUSED);
    const room = await loadCallRoom(deps.db, ticket.appointmentId);
    const [user] = await deps.db
      .select({ name: users.name, role: users.role })
      .from(users)
      .where(eq(users.id, ticket.userId));
    if (!room || !user) return refuse(socket, 401, TICKET_REFUSED);
    const role = room.patientUserId === ticket.userId ? 'patient' : 'doctor';
    if (role === 'doctor' && room.doctorUserId !== ticket.userId) {
      return refuse(socket, 403, MESSAGES.forbidden);
    }
    const { state, closesAt } = roomState(room, role, now);
    if (state === 'ended') return refuse(socket, 409, CALL_MSG.closed);
    if (state === 'waiting') return refuse(socket, 409, CALL_MSG.notYet);
    if (role === 'patient' && !room.consentAt) return refuse(socket, 409, CALL_MSG.consent);
    await hub.ready();
    const actor: Actor = {
      id: ticket.userId,
      name: user.name,
      role: user.role,
      ip: callerIp(req, deps.env.trustProxy),
    };
    wss.handleUpgrade(req, socket, head, (ws) => {
      void hub.join(ws, { appointmentId: room.id, role, actor, closesAt }).catch((error) => {
        deps.log.error('call join failed', { error: String(error) });
      });
    });
  }

  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => {});
    admit(req, socket, head).catch((error) => {
      deps.log.error('call socket refused', { error: String(error) });
      if (!socket.destroyed) refuse(socket, 500, MESSAGES.unexpected);
    });
  });
  return {
    /** Closes this process's call sockets (1001) and refuses further upgrades' rooms. */
    stop() {
      hub.stop();
      wss.close();
    },
  };
}
