import { describe, expect, it, vi } from 'vitest';
import type { CallInfo, CallServerMessage } from '#shared/schemas/call';
import { CallSocket, type CallSocketEvents, type SocketLike } from './call-socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: CallServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const info = (n: number, change: Partial<CallInfo> = {}): CallInfo => ({
  state: 'open',
  opensAt: '2026-11-26T09:45:00Z',
  closesAt: '2026-11-26T11:30:00Z',
  openedAt: '2026-11-26T09:50:00Z',
  iceServers: [],
  socketUrl: `ws://localhost/api/call-socket?ticket=t${n}`,
  role: 'patient',
  ...change,
});

function setup(fetchInfo: () => Promise<CallInfo>) {
  vi.useFakeTimers();
  const sockets: FakeSocket[] = [];
  const events = {
    message: vi.fn(),
    retrying: vi.fn(),
    notOpen: vi.fn(),
    refused: vi.fn(),
    replaced: vi.fn(),
  } satisfies CallSocketEvents;
  const socket = new CallSocket(
    {
      fetchInfo,
      openSocket: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as number),
      random: () => 0.5,
    },
    events,
  );
  return { socket, sockets, events };
}

describe('the call socket', () => {
  it('fetches a fresh ticket for every reconnect and delivers messages', async () => {
    let n = 0;
    const { socket, sockets, events } = setup(async () => info(++n));
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'welcome', role: 'patient', peerPresent: true });
    expect(events.message).toHaveBeenCalledWith({
      type: 'welcome',
      role: 'patient',
      peerPresent: true,
    });
    expect(socket.send({ type: 'chat', text: 'hello' })).toBe(true);
    expect(sockets[0]!.sent).toEqual([JSON.stringify({ type: 'chat', text: 'hello' })]);

    sockets[0]!.drop();
    expect(events.retrying).toHaveBeenCalledWith(1);
    expect(socket.send({ type: 'ping' })).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets.map((s) => s.url)).toEqual([
      'ws://localhost/api/call-socket?ticket=t1',
      'ws://localhost/api/call-socket?ticket=t2',
    ]);
    socket.stop();
    vi.useRealTimers();
  });

  it('keeps trying while offline and tries at once when the network is back', async () => {
    let online = false;
    const { socket, sockets, events } = setup(async () => {
      if (!online) throw Object.assign(new Error('Network error'), { status: undefined });
      return info(1);
    });
    socket.start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(events.retrying.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(sockets).toHaveLength(0);
    online = true;
    socket.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(1);
    socket.stop();
    vi.useRealTimers();
  });

  it('stops and says why when the server refuses or the room is not open', async () => {
    const refused = setup(async () => {
      throw Object.assign(new Error('This visit is not yours'), { status: 403 });
    });
    refused.socket.start();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(refused.events.refused).toHaveBeenCalledWith('This visit is not yours');
    expect(refused.events.retrying).not.toHaveBeenCalled();
    vi.useRealTimers();

    const waiting = setup(async () => info(1, { state: 'waiting', socketUrl: undefined }));
    waiting.socket.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting.events.notOpen).toHaveBeenCalledWith(
      expect.objectContaining({ state: 'waiting' }),
    );
    expect(waiting.sockets).toHaveLength(0);
    vi.useRealTimers();
  });

  it('does not reconnect after the call ended, and closes a socket that stopped answering pings', async () => {
    let n = 0;
    const { socket, sockets } = setup(async () => info(++n));
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sockets[0]!.sent).toEqual([JSON.stringify({ type: 'ping' })]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(2);

    sockets[1]!.open();
    sockets[1]!.receive({ type: 'ended', by: 'doctor' });
    sockets[1]!.drop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sockets).toHaveLength(2);
    vi.useRealTimers();
  });

  it('stops when the same party joined from another tab, which took the call over', async () => {
    let n = 0;
    const { socket, sockets, events } = setup(async () => info(++n));
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    sockets[0]!.drop(4001);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(events.replaced).toHaveBeenCalledOnce();
    expect(sockets).toHaveLength(1);
    socket.stop();
    vi.useRealTimers();
  });

  it('treats the room closing (4409) as the end of the call, without reconnecting', async () => {
    let n = 0;
    const { socket, sockets, events } = setup(async () => info(++n));
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    sockets[0]!.drop(4409);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(events.message).toHaveBeenCalledWith({ type: 'ended', by: 'server' });
    expect(sockets).toHaveLength(1);
    socket.stop();
    vi.useRealTimers();
  });
});
