import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallClientMessage, CallInfo, CallServerMessage } from '#shared/schemas/call';
import type { SocketLike } from './call-socket';
import {
  type EngineDeps,
  NO_ROUTE_AFTER_MS,
  P2PEngine,
  POLITE_OFFER_AFTER_MS,
  RESTART_AFTER_DISCONNECTED_MS,
} from './p2p-engine';

class FakeTrack {
  enabled = true;
  constructor(readonly kind: 'audio' | 'video') {}
  getSettings = () => ({ width: 1280, height: 720 });
}

class FakeSender {
  params: { encodings: Record<string, unknown>[]; degradationPreference?: string } = {
    encodings: [{ active: true }],
  };
  constructor(readonly track: FakeTrack) {}
  getParameters = () => structuredClone(this.params);
  setParameters = async (p: typeof this.params) => {
    this.params = p;
  };
}

class FakePeer {
  iceConnectionState = 'new';
  signalingState = 'stable';
  localDescription: { type: string; sdp: string } | null = null;
  senders: FakeSender[] = [];
  restartIce = vi.fn();
  closed = false;
  stats: Record<string, unknown>[] = [];
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((e: unknown) => void) | null = null;
  ontrack: ((e: unknown) => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  constructor(readonly config: RTCConfiguration) {}
  addTrack(track: FakeTrack) {
    const sender = new FakeSender(track);
    this.senders.push(sender);
    return sender;
  }
  async setLocalDescription() {
    this.localDescription = {
      type: this.signalingState === 'have-remote-offer' ? 'answer' : 'offer',
      sdp: 'm=audio 9 UDP/TLS/RTP/SAVPF 111\r\na=rtpmap:111 opus/48000/2\r\n',
    };
    this.signalingState = this.localDescription.type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(d: { type: string }) {
    this.signalingState = d.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  async addIceCandidate() {}
  async getStats() {
    return new Map(this.stats.map((s, i) => [String(i), s]));
  }
  close() {
    this.closed = true;
  }
  ice(state: string) {
    this.iceConnectionState = state;
    this.oniceconnectionstatechange?.();
  }
}

class FakeSocket implements SocketLike {
  readyState = 1;
  sent: CallClientMessage[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  receive(m: CallServerMessage) {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
}

const INFO: CallInfo = {
  state: 'open',
  opensAt: '2030-01-07T04:45:00.000Z',
  closesAt: '2030-01-07T06:30:00.000Z',
  openedAt: '2030-01-07T04:50:00.000Z',
  iceServers: [{ urls: ['stun:stun.example.pk:3478'] }],
  socketUrl: 'ws://localhost/api/call-socket?ticket=t',
  role: 'patient',
};

let peers: FakePeer[];
let sockets: FakeSocket[];
let win: EventTarget;

function engineFor(role: 'doctor' | 'patient') {
  const deps: EngineDeps = {
    createPeer: (config) => {
      const peer = new FakePeer(config);
      peers.push(peer);
      return peer as unknown as RTCPeerConnection;
    },
    openSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    window: win as unknown as EngineDeps['window'],
    connection: null,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as number),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (h) => clearInterval(h as number),
    now: () => Date.now(),
    random: () => 0.5,
  };
  const engine = new P2PEngine(deps);
  const tracks = [new FakeTrack('audio'), new FakeTrack('video')];
  const stream = {
    tracks,
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  } as unknown as MediaStream;
  return { engine, stream, info: { ...INFO, role } };
}

async function joined(role: 'doctor' | 'patient', peerPresent: boolean) {
  const { engine, stream, info } = engineFor(role);
  await engine.join({ fetchInfo: async () => info, stream });
  await vi.advanceTimersByTimeAsync(0);
  sockets.at(-1)!.receive({ type: 'welcome', role, peerPresent });
  await vi.advanceTimersByTimeAsync(0);
  return { engine, stream, socket: sockets.at(-1)! };
}

beforeEach(() => {
  vi.useFakeTimers();
  peers = [];
  sockets = [];
  win = new EventTarget();
});
afterEach(() => vi.useRealTimers());

describe('the 1:1 call engine', () => {
  it('waits alone without a connection, and connects once the other party arrives', async () => {
    const { engine, socket } = await joined('patient', false);
    expect(engine.snapshot().phase).toBe('waiting');
    expect(peers).toHaveLength(0);
    socket.receive({ type: 'peer', present: true });
    expect(peers).toHaveLength(1);
    expect(peers[0]!.config.iceServers).toEqual(INFO.iceServers);
    peers[0]!.onnegotiationneeded?.();
    // No offer from the doctor: the patient's own goes out once the wait is over.
    await vi.advanceTimersByTimeAsync(POLITE_OFFER_AFTER_MS);
    const offer = socket.sent.find((m) => m.type === 'signal');
    expect(offer).toMatchObject({ type: 'signal', data: { description: { type: 'offer' } } });
    // Opus with FEC and DTX in what is sent.
    expect(JSON.stringify(offer)).toContain('useinbandfec=1;usedtx=1');
    peers[0]!.ice('connected');
    expect(engine.snapshot().phase).toBe('connected');
    engine.leave();
  });

  it('the patient waits for the doctor’s offer instead of offering at the same moment', async () => {
    // Both create their connection when they learn of each other; two offers at once made the
    // patient's implicit rollback race its ICE gathering, and now and then no media came.
    const { engine, socket } = await joined('patient', true);
    const peer = peers[0]!;
    peer.onnegotiationneeded?.();
    await vi.advanceTimersByTimeAsync(POLITE_OFFER_AFTER_MS / 2);
    expect(socket.sent.filter((m) => m.type === 'signal')).toEqual([]);
    socket.receive({
      type: 'signal',
      data: { description: { type: 'offer', sdp: 'd' }, from: 'doctor-pc' },
    });
    await vi.advanceTimersByTimeAsync(POLITE_OFFER_AFTER_MS);
    const descriptions = socket.sent.flatMap((m) =>
      m.type === 'signal' && m.data && typeof m.data === 'object' && 'description' in m.data
        ? [(m.data as { description: { type: string } }).description.type]
        : [],
    );
    expect(descriptions).toEqual(['answer']);
    expect(peer.signalingState).toBe('stable');
    engine.leave();
  });

  it('the doctor offers at once', async () => {
    const { engine, socket } = await joined('doctor', true);
    peers[0]!.onnegotiationneeded?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.sent.find((m) => m.type === 'signal')).toMatchObject({
      data: { description: { type: 'offer' } },
    });
    engine.leave();
  });

  it('caps the video sender at once, and Audio only switches it off and tells the other side', async () => {
    const { engine, socket } = await joined('doctor', true);
    const video = peers[0]!.senders.find((s) => s.track.kind === 'video')!;
    await vi.advanceTimersByTimeAsync(0);
    expect(video.params.encodings[0]).toMatchObject({
      active: true,
      maxBitrate: 250_000,
      maxFramerate: 15,
      scaleResolutionDownBy: 4,
    });
    engine.setAudioOnly(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(video.params.encodings[0]!.active).toBe(false);
    expect(socket.sent.at(-1)).toEqual({
      type: 'media',
      audioOnly: true,
      cameraOff: false,
      muted: false,
    });
    engine.setMuted(true);
    expect(socket.sent.at(-1)).toEqual({
      type: 'media',
      audioOnly: true,
      cameraOff: false,
      muted: true,
    });
    engine.leave();
  });

  it('restarts ICE after 3 s disconnected, at once on failed, and when the network changes', async () => {
    const { engine } = await joined('patient', true);
    const peer = peers[0]!;
    peer.ice('connected');
    peer.ice('disconnected');
    expect(engine.snapshot().phase).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(RESTART_AFTER_DISCONNECTED_MS - 100);
    expect(peer.restartIce).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(peer.restartIce).toHaveBeenCalledTimes(1);
    peer.ice('failed');
    expect(peer.restartIce).toHaveBeenCalledTimes(2);
    win.dispatchEvent(new Event('online'));
    expect(peer.restartIce).toHaveBeenCalledTimes(3);
    peer.ice('connected');
    expect(engine.snapshot().phase).toBe('connected');
    engine.leave();
  });

  it('says so when the connection never leaves checking', async () => {
    const { engine } = await joined('patient', true);
    peers[0]!.ice('checking');
    await vi.advanceTimersByTimeAsync(NO_ROUTE_AFTER_MS);
    expect(engine.snapshot().problem).toBe('no-route');
    peers[0]!.ice('connected');
    expect(engine.snapshot().problem).toBeNull();
    engine.leave();
  });

  it('starts a new connection when the other side reloaded (an offer from a new connection)', async () => {
    const { engine, socket } = await joined('doctor', true);
    socket.receive({
      type: 'signal',
      data: { description: { type: 'offer', sdp: 'x' }, from: 'old' },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(peers).toHaveLength(1);
    socket.receive({ type: 'signal', data: { candidate: { candidate: 'c' }, from: 'old' } });
    socket.receive({
      type: 'signal',
      data: { description: { type: 'offer', sdp: 'y' }, from: 'new' },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(peers).toHaveLength(2);
    expect(peers[0]!.closed).toBe(true);
    engine.leave();
  });

  it('switches to audio only by itself after 10 s of a link under 100 kbps', async () => {
    const { engine } = await joined('patient', true);
    const peer = peers[0]!;
    peer.ice('connected');
    let sent = 0;
    const poor = () => {
      sent += 100;
      peer.stats = [
        { type: 'transport', id: 'T', selectedCandidatePairId: 'P' },
        {
          type: 'candidate-pair',
          id: 'P',
          availableOutgoingBitrate: 60_000,
          currentRoundTripTime: 0.2,
        },
        { type: 'outbound-rtp', id: 'O', packetsSent: sent },
      ];
    };
    for (let second = 0; second < 14; second += 2) {
      poor();
      await vi.advanceTimersByTimeAsync(2000);
    }
    expect(engine.snapshot().quality).toBe('poor');
    expect(engine.snapshot().local.audioOnly).toBe(true);
    expect(engine.snapshot().autoAudioOnly).toBe(true);
    const video = peer.senders.find((s) => s.track.kind === 'video')!;
    expect(video.params.encodings[0]!.active).toBe(false);
    engine.leave();
  });

  it('the doctor’s Full detail asks the patient’s camera for its full resolution', async () => {
    const doctor = await joined('doctor', true);
    doctor.engine.setDetail(true);
    expect(doctor.socket.sent.at(-1)).toEqual({ type: 'signal', data: { detail: true } });
    doctor.engine.leave();

    const patient = await joined('patient', true);
    patient.socket.receive({ type: 'signal', data: { detail: true } });
    await vi.advanceTimersByTimeAsync(0);
    const video = peers.at(-1)!.senders.find((s) => s.track.kind === 'video')!;
    expect(video.params.encodings[0]).toMatchObject({
      scaleResolutionDownBy: 1,
      maxBitrate: 500_000,
    });
    patient.engine.leave();
  });

  it('ends for both: End call sends end, and an ended message from the other side closes the call', async () => {
    const first = await joined('doctor', true);
    first.engine.end();
    expect(first.socket.sent.at(-1)).toEqual({ type: 'end' });
    expect(first.engine.snapshot()).toMatchObject({ phase: 'ended', endedBy: 'doctor' });
    expect(peers[0]!.closed).toBe(true);

    const second = await joined('patient', true);
    second.socket.receive({ type: 'ended', by: 'doctor' });
    expect(second.engine.snapshot()).toMatchObject({ phase: 'ended', endedBy: 'doctor' });
    expect(peers.at(-1)!.closed).toBe(true);
  });

  it('starts over with a fresh connection when the other party comes back and no media flows', async () => {
    const { engine, socket } = await joined('patient', true);
    peers[0]!.ice('connected');
    socket.receive({ type: 'peer', present: false });
    expect(engine.snapshot().phase).toBe('reconnecting');
    // Media still flowing when it returns: the connection is kept.
    socket.receive({ type: 'peer', present: true });
    expect(peers).toHaveLength(1);
    socket.receive({ type: 'peer', present: false });
    peers[0]!.ice('disconnected');
    socket.receive({ type: 'peer', present: true });
    expect(peers).toHaveLength(2);
    expect(peers[0]!.closed).toBe(true);
    engine.leave();
  });

  it('ignores candidates of a connection the other side no longer has', async () => {
    const { engine, socket } = await joined('patient', true);
    const added = vi.spyOn(peers[0]!, 'addIceCandidate');
    socket.receive({
      type: 'signal',
      data: { description: { type: 'offer', sdp: 'x' }, from: 'B1' },
    });
    await vi.advanceTimersByTimeAsync(0);
    socket.receive({ type: 'signal', data: { candidate: { candidate: 'old' }, from: 'B0' } });
    socket.receive({ type: 'signal', data: { candidate: { candidate: 'new' }, from: 'B1' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(added.mock.calls).toEqual([[{ candidate: 'new' }]]);
    engine.leave();
  });
});
