import {
  CALL_CLOSE,
  type CallClientMessage,
  type CallInfo,
  type CallServerMessage,
} from '#shared/schemas/call';
import { reconnectDelay } from './backoff';

/** What the socket needs from a WebSocket; tests hand in a fake. */
export type SocketLike = {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code?: number }) => void) | null;
};

export type CallSocketDeps = {
  fetchInfo(): Promise<CallInfo>;
  openSocket(url: string): SocketLike;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  random(): number;
};

export type CallSocketEvents = {
  message(message: CallServerMessage): void;
  /** Lost and trying again (after `attempt` failures). */
  retrying(attempt: number): void;
  /** CallInfo says the room is not open to us (waiting or ended): the socket stops. */
  notOpen(info: CallInfo): void;
  /** The server refused us (401, 403, 404, 409): the socket stops. */
  refused(message: string): void;
  /** The same party joined from another tab or device, which took the call over. */
  replaced(): void;
};

const OPEN = 1;
/** A ping every 20 s; no answer within 10 s means the socket is dead (a sleeping tab, a new network). */
export const PING_EVERY_MS = 20_000;
export const PONG_WITHIN_MS = 10_000;
const FINAL_STATUSES = new Set([401, 403, 404, 409]);

/**
 * The signalling socket (ADR 113): each (re)connect first fetches a fresh CallInfo, since the
 * ticket in `socketUrl` is single-use and valid for 60 seconds; a lost socket comes back with
 * backoff, at once when the network returns.
 */
export class CallSocket {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private retryTimer: unknown = null;
  private pingTimer: unknown = null;
  private pongTimer: unknown = null;
  private stopped = true;

  constructor(
    private readonly deps: CallSocketDeps,
    private readonly on: CallSocketEvents,
  ) {}

  start(): void {
    this.stopped = false;
    this.attempt = 0;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000);
    }
  }

  /** The network is back: try now instead of waiting out the backoff. */
  retryNow(): void {
    if (this.stopped || this.socket?.readyState === OPEN) return;
    if (this.retryTimer !== null) {
      this.deps.clearTimeout(this.retryTimer);
      this.retryTimer = null;
      void this.connect();
    }
  }

  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  send(message: CallClientMessage): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private async connect(): Promise<void> {
    let info: CallInfo;
    try {
      info = await this.deps.fetchInfo();
    } catch (error) {
      if (this.stopped) return;
      const status = (error as { status?: number }).status;
      if (status !== undefined && FINAL_STATUSES.has(status)) {
        this.stopped = true;
        this.on.refused((error as Error).message);
      } else this.scheduleRetry();
      return;
    }
    if (this.stopped) return;
    if (info.state !== 'open' || !info.socketUrl) {
      this.stopped = true;
      this.on.notOpen(info);
      return;
    }
    let socket: SocketLike;
    try {
      socket = this.deps.openSocket(info.socketUrl);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.schedulePing();
    socket.onmessage = (event) => {
      this.gotAnswer();
      const message = parse(event.data);
      if (!message) return;
      if (message.type === 'welcome') this.attempt = 0;
      if (message.type === 'ended') this.stopped = true;
      this.on.message(message);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimers();
      // ADR 113: a second socket of the same party replaces the first; 4409 closes the room.
      if (event.code === CALL_CLOSE.replaced && !this.stopped) {
        this.stopped = true;
        this.on.replaced();
      } else if (event.code === CALL_CLOSE.roomClosed && !this.stopped) {
        this.stopped = true;
        this.on.message({ type: 'ended', by: 'server' });
      }
      if (!this.stopped) this.scheduleRetry();
    };
  }

  private scheduleRetry() {
    if (this.stopped || this.retryTimer !== null) return;
    const attempt = this.attempt++;
    this.on.retrying(attempt + 1);
    this.retryTimer = this.deps.setTimeout(
      () => {
        this.retryTimer = null;
        void this.connect();
      },
      reconnectDelay(attempt, this.deps.random()),
    );
  }

  private schedulePing() {
    this.pingTimer = this.deps.setTimeout(() => {
      this.pingTimer = null;
      if (!this.send({ type: 'ping' })) return;
      this.pongTimer = this.deps.setTimeout(() => {
        this.pongTimer = null;
        // No answer: close it ourselves; onclose reconnects.
        const socket = this.socket;
        if (socket) {
          socket.close(4000);
          socket.onclose?.({});
        }
      }, PONG_WITHIN_MS);
    }, PING_EVERY_MS);
  }

  private gotAnswer() {
    if (this.pongTimer !== null) {
      this.deps.clearTimeout(this.pongTimer);
      this.pongTimer = null;
    }
    if (this.pingTimer === null && this.socket) this.schedulePing();
  }

  private clearTimers() {
    for (const timer of [this.retryTimer, this.pingTimer, this.pongTimer]) {
      if (timer !== null) this.deps.clearTimeout(timer);
    }
    this.retryTimer = this.pingTimer = this.pongTimer = null;
  }
}

function parse(data: unknown): CallServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as CallServerMessage;
    return value && typeof value === 'object' && typeof value.type === 'string' ? value : null;
  } catch {
    return null;
  }
}
