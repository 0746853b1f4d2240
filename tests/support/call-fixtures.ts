import { once } from 'node:events';
import type { Server } from 'node:http';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { appointments } from '#server/db/schema/index';
import { listen } from '#server/serve';
import type { CallServerMessage } from '#shared/schemas/call';
import { clinicSlot, createVerifiedDoctor, insertAppointment } from './appointment-builders';
import { signUpPatient } from './builders';
import { freePort } from './free-port';
import { httpServer } from './http-server';
import { startTestServer, type TestServer } from './test-server';

/**
 * The test server listening on a port through the same `listen` as `npm start` (the API and the
 * call socket on one server), with the database and the clock at hand. `http` calls it over HTTP.
 */
export async function startListeningServer(options: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer(options);
  const port = await freePort();
  const { http, calls } = listen(server, port);
  const node = http as Server;
  await once(node, 'listening');
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    ...server,
    baseUrl,
    http: httpServer(baseUrl),
    close: async () => {
      calls.stop();
      node.closeAllConnections();
      await new Promise((resolve) => node.close(resolve));
      await server.close();
    },
  };
}

/**
 * A doctor, the patient who booked a video visit with them (scheduled, in `days` days at `hhmm`
 * clinic time) and a third patient. The mode is set straight in the database.
 */
export async function videoVisit(server: TestServer, days = 1, hhmm = '10:00') {
  const doc = await createVerifiedDoctor(server, 'Ayesha Khan');
  const patient = await signUpPatient(server, { name: 'Sana Malik' });
  const stranger = await signUpPatient(server, { name: 'Bilal Ahmed' });
  const slot = clinicSlot(server, days, hhmm);
  const row = await insertAppointment(server, {
    doctorId: doc.doctor.id,
    patientId: patient.user._id,
    start: slot.start,
    end: slot.end,
  });
  await server.db.update(appointments).set({ mode: 'video' }).where(eq(appointments.id, row.id));
  return { doc, patient, stranger, slot, appointmentId: row.id };
}

export type Refusal = { status: number; body: string };

/** Opens the call socket: the open socket, or the plain HTTP answer that refused the upgrade. */
export function connect(
  url: string,
  options: { origin?: string; localAddress?: string } = {},
): Promise<CallSocket | Refusal> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, {
      origin: options.origin,
      localAddress: options.localAddress,
    });
    const socket = callSocket(ws);
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    ws.once('error', (error) => reject(error));
  });
}

/** Opens the socket and fails the test if it was refused. */
export async function join(url: string, options?: { origin?: string }) {
  const answer = await connect(url, options);
  if (!('ws' in answer)) throw new Error(`refused: ${answer.status} ${answer.body}`);
  return answer;
}

/** A call socket that keeps what it received, to wait for a message of a type. */
function callSocket(ws: WebSocket) {
  const received: CallServerMessage[] = [];
  const waiting = new Set<() => void>();
  let closed: { code: number; reason: string } | undefined;
  ws.on('message', (data) => {
    received.push(JSON.parse(data.toString()));
    for (const w of waiting) w();
  });
  ws.on('close', (code, reason) => {
    closed = { code, reason: reason.toString() };
    for (const w of waiting) w();
  });
  ws.on('error', () => {});
  const until = <T>(check: () => T | undefined, what: string, ms = 5000) =>
    new Promise<T>((resolve, reject) => {
      const attempt = () => {
        const found = check();
        if (found === undefined) return false;
        waiting.delete(attempt);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiting.delete(attempt);
        reject(new Error(`no ${what} within ${ms} ms; received ${JSON.stringify(received)}`));
      }, ms);
      if (!attempt()) waiting.add(attempt);
    });
  return {
    ws,
    received,
    send: (message: unknown) => ws.send(JSON.stringify(message)),
    /** The first message of this type not yet taken. */
    next<K extends CallServerMessage['type']>(type: K, ms?: number) {
      return until(
        () => {
          const i = received.findIndex((m) => m.type === type);
          if (i < 0) return undefined;
          return received.splice(i, 1)[0] as Extract<CallServerMessage, { type: K }>;
        },
        `'${type}'`,
        ms,
      );
    },
    closed: (ms?: number) => until(() => closed, 'close', ms),
    close: () => ws.close(),
  };
}
export type CallSocket = ReturnType<typeof callSocket>;
