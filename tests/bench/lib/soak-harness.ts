import 'fake-indexeddb/auto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { ApiError, NETWORK_ERROR } from '#app/lib/api-client';
import type { SyncEngine } from '#app/offline/engine';
import type { MashwaraDb } from '#app/offline/local-db';
import type { SendRequest, SyncSession } from '#app/offline/types';
import { loadEnv } from '#server/env';
import { createServer } from '#server/index';

/**
 * What the sync soaks share: the real server on loopback with demo data, a transport that
 * injects failures around it, a tab that can die mid-request, and a drain loop that replays a
 * device's queue to the end under a fake clock.
 */

/** Small seeded generator so a run can be repeated exactly. */
export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length === 0
      ? 0
      : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

export type SoakDevice = {
  userId: string;
  session: SyncSession;
  db: MashwaraDb;
  engine: SyncEngine;
  clock: { now: number };
  offline: boolean;
  /** The tab dies right after the server answers its next request. */
  crashNext: boolean;
  crashed: ReturnType<typeof deferred>;
};

/** Probabilities per request. */
export type Faults = { failBefore: number; dropAfterCommit: number; serverError: number };

export type SoakCounters = {
  requests: number;
  failedBefore: number;
  droppedAfter: number;
  serverErrors: number;
  crashes: number;
};

export async function startSoakServer(prefix: string) {
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: 'memory://',
    DATA_DIR: mkdtempSync(join(tmpdir(), `mashwara-${prefix}-`)),
    SEED_DEMO: 'true',
  });
  const server = await createServer(env);
  const http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => http.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api`;
  const counters: SoakCounters = {
    requests: 0,
    failedBefore: 0,
    droppedAfter: 0,
    serverErrors: 0,
    crashes: 0,
  };
  const latencies: number[] = [];
  return {
    env,
    db: server.deps.db,
    base,
    counters,
    latencies,
    async close() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await server.close();
    },
  };
}
export type SoakServer = Awaited<ReturnType<typeof startSoakServer>>;

/** The device's transport: the real server, with failures before it and answers lost after. */
export function faultyTransport(
  device: SoakDevice,
  soak: SoakServer,
  faults: Faults,
  random: () => number,
) {
  const { counters, latencies } = soak;
  return async (request: SendRequest): Promise<unknown> => {
    if (device.offline) throw new ApiError(NETWORK_ERROR);
    counters.requests++;
    const roll = random();
    if (roll < faults.failBefore) {
      counters.failedBefore++;
      throw new ApiError(NETWORK_ERROR);
    }
    if (roll < faults.failBefore + faults.serverError) {
      counters.serverErrors++;
      throw new ApiError('Bad gateway', 502, { message: 'Bad gateway' });
    }
    const sentAt = performance.now();
    const response = await fetch(`${soak.base}${request.path}`, {
      method: request.method,
      headers: {
        Authorization: `Bearer ${request.token}`,
        'Idempotency-Key': request.idempotencyKey,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(request.body),
    });
    const body = (await response.json().catch(() => undefined)) as
      | { data?: unknown; message?: string; code?: string }
      | undefined;
    latencies.push(performance.now() - sentAt);
    if (device.crashNext) {
      // The server has answered; the tab dies before it can record the answer.
      device.crashNext = false;
      counters.crashes++;
      device.crashed.resolve();
      return new Promise(() => {});
    }
    if (random() < faults.dropAfterCommit) {
      counters.droppedAfter++;
      throw new ApiError(NETWORK_ERROR);
    }
    if (!response.ok) {
      const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
      throw new ApiError(
        body?.message ?? `Request failed (${response.status})`,
        response.status,
        body,
        retryAfter,
      );
    }
    return body?.data;
  };
}

/** A GET for a mirror collection: fails like fetch does while the device is offline. */
export async function getJson<T>(device: SoakDevice, soak: SoakServer, path: string): Promise<T> {
  if (device.offline) throw new ApiError(NETWORK_ERROR);
  const response = await fetch(`${soak.base}${path}`, {
    headers: { Authorization: `Bearer ${device.session.token}` },
  });
  if (!response.ok) throw new ApiError(`Request failed (${response.status})`, response.status);
  return ((await response.json()) as { data: T }).data;
}

/**
 * The device reconnects (wake: replay and refresh), then replays until its queue is empty,
 * moving its clock past each backoff. A tab that dies is replaced by a new one on the same
 * device (`rebuild`), which finds the item still marked as being sent.
 */
export async function drain(device: SoakDevice, rebuild: (device: SoakDevice) => SyncEngine) {
  let reconnect = true;
  for (let round = 0; round < 500; round++) {
    const run = reconnect ? device.engine.wake() : device.engine.replay();
    reconnect = false;
    const outcome = await Promise.race([
      run.then(() => 'done' as const),
      device.crashed.promise.then(() => 'crashed' as const),
    ]);
    if (outcome === 'crashed') {
      device.crashed = deferred();
      device.engine = rebuild(device);
      reconnect = true;
      continue;
    }
    const waiting = (await device.db.outbox.where('userId').equals(device.userId).toArray()).filter(
      (i) => i.state === 'waiting' || i.state === 'syncing',
    );
    if (waiting.length === 0) return;
    device.clock.now = Math.max(device.clock.now, ...waiting.map((i) => i.nextAttemptAt));
  }
  throw new Error(`The queue of ${device.userId} did not drain`);
}

/** Queue items the server refused for good (failed or conflict), on one device. */
export function refusedOn(device: SoakDevice): Promise<number> {
  return device.db.outbox
    .where('userId')
    .equals(device.userId)
    .filter((i) => i.state === 'failed' || i.state === 'conflict')
    .count();
}
