import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export const turnserverPath = () => process.env.TURNSERVER_PATH || '/usr/bin/turnserver';
export const hasTurnserver = () => existsSync(turnserverPath());

/** Why a TURN journey does not run here, or null when it can (mirrors run-e2e.ts for Chromium). */
export function turnserverMissing(): string | null {
  if (hasTurnserver()) return null;
  return `coturn was not found at ${turnserverPath()} (install it with 'apt-get install -y coturn' or set TURNSERVER_PATH).`;
}

export type Coturn = {
  port: number;
  secret: string;
  realm: string;
  /** TURN_URLS for the app server: UDP and TCP on the same port. */
  urls: string;
  /** Everything coturn printed so far (for a failing test's message). */
  log(): string;
  close(): Promise<void>;
};

const running = new Set<ChildProcess>();
// A test runner that dies still takes its coturn with it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * A real coturn on a free loopback port with TURN REST credentials (`use-auth-secret`), as
 * ADR 113 deploys it, but plain (no TLS/DTLS), relaying between loopback peers, logging to
 * stdout. Resolves once it answers a STUN Binding request; `close` kills it.
 */
export async function startCoturn(): Promise<Coturn> {
  const port = await freePort();
  const secret = randomBytes(24).toString('hex');
  const realm = 'mashwara.test';
  const dir = mkdtempSync(join(tmpdir(), 'mashwara-coturn-'));
  const relayBase = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(
    turnserverPath(),
    [
      '-n',
      `--listening-ip=127.0.0.1`,
      `--relay-ip=127.0.0.1`,
      `--listening-port=${port}`,
      `--min-port=${relayBase}`,
      `--max-port=${relayBase + 200}`,
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      `--realm=${realm}`,
      '--allow-loopback-peers',
      '--no-tls',
      '--no-dtls',
      '--no-cli',
      '--fingerprint',
      '--log-file=stdout',
      '--simple-log',
      `--pidfile=${join(dir, 'turnserver.pid')}`,
      `--userdb=${join(dir, 'turndb')}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.add(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  let exited = false;
  const gone = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      running.delete(child);
      resolve();
    }),
  );

  async function close() {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
      await gone;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  }

  const end = Date.now() + 10_000;
  while (!(await answersStun(port))) {
    if (exited || Date.now() > end) {
      await close();
      throw new Error(`coturn did not start on 127.0.0.1:${port}:\n${output.slice(-3000)}`);
    }
  }
  return {
    port,
    secret,
    realm,
    urls: `turn:127.0.0.1:${port}?transport=udp,turn:127.0.0.1:${port}?transport=tcp`,
    log: () => output,
    close,
  };
}

/** Whether a STUN Binding request (RFC 5389) to the port gets a success response within 300 ms. */
function answersStun(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createSocket('udp4');
    const request = Buffer.alloc(20);
    request.writeUInt16BE(0x0001, 0);
    request.writeUInt16BE(0, 2);
    request.writeUInt32BE(0x2112a442, 4);
    randomBytes(12).copy(request, 8);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.close();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), 300);
    socket.on('message', (msg) => done(msg.readUInt16BE(0) === 0x0101));
    socket.on('error', () => done(false));
    socket.send(request, port, '127.0.0.1');
  });
}
