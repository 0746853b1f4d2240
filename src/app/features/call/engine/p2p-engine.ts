import type { CallChatMessage, CallInfo, CallServerMessage } from '#shared/schemas/call';
import {
  type CallEngine,
  type CallSnapshot,
  INITIAL_SNAPSHOT,
  type JoinOptions,
  type MediaState,
} from './call-engine';
import { CallSocket, type SocketLike } from './call-socket';
import { PerfectNegotiation, type SignalData } from './negotiation';
import {
  type AutoAudioOnly,
  classify,
  intervalOf,
  nextAutoAudioOnly,
  type StatsSample,
  sampleOf,
} from './quality';
import { type SenderParams, videoParams } from './sender-params';

/** ICE `disconnected` this long is restarted rather than waited out. */
export const RESTART_AFTER_DISCONNECTED_MS = 3000;
/** ICE that never leaves new/checking (TURN refused, a blocking network) is said so after this. */
export const NO_ROUTE_AFTER_MS = 15_000;
export const STATS_EVERY_MS = 2000;
/**
 * How long a new polite connection (the patient's) waits for the doctor's offer before offering
 * itself (ADR 115): both create their connection when they learn of each other, and two offers at
 * once leave the patient's implicit rollback racing its own ICE gathering, which in Chromium now
 * and then leaves its transport with no candidate at all (no media either way). The doctor offers
 * at once; the patient offers itself only when no offer came (the doctor kept a connection that
 * still looked alive, e.g. the patient reloaded within seconds).
 */
export const POLITE_OFFER_AFTER_MS = 2000;

export type EngineDeps = {
  createPeer(config: RTCConfiguration): RTCPeerConnection;
  openSocket(url: string): SocketLike;
  /** Where `online` is heard, and the Network Information object when the browser has one. */
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  connection: EventTarget | null;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  now(): number;
  random(): number;
};

export function browserDeps(): EngineDeps {
  const nav = navigator as Navigator & { connection?: EventTarget };
  return {
    // Read when called, not when loaded, so a test page can wrap the constructor.
    createPeer: (config) => new globalThis.RTCPeerConnection(config),
    openSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    window,
    connection: nav.connection ?? null,
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as number),
    setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
    clearInterval: (h) => globalThis.clearInterval(h as number),
    now: () => Date.now(),
    random: Math.random,
  };
}

const randomId = () => crypto.randomUUID();

/**
 * The 1:1 engine (ADR 113): RTCPeerConnection with perfect negotiation (the doctor impolite),
 * signalled over the call socket. Reconnecting is normal: the socket comes back with backoff,
 * ICE restarts after 3 s `disconnected`, on `failed` and on a network change.
 */
export class P2PEngine implements CallEngine {
  private state: CallSnapshot = INITIAL_SNAPSHOT;
  private stateListeners = new Set<(s: CallSnapshot) => void>();
  private streamListeners = new Set<(s: MediaStream | null) => void>();
  private chatListeners = new Set<(m: CallChatMessage) => void>();
  private socket: CallSocket | null = null;
  private stream: MediaStream | null = null;
  private info: CallInfo | null = null;
  private pc: RTCPeerConnection | null = null;
  /** The other side's connection ours is negotiated with (its `from`), once one was accepted. */
  private boundRemote: string | null = null;
  private negotiation: PerfectNegotiation | null = null;
  private videoSender: RTCRtpSender | null = null;
  private remoteStream: MediaStream | null = null;
  private everConnected = false;
  private disconnectedTimer: unknown = null;
  private noRouteTimer: unknown = null;
  private statsTimer: unknown = null;
  /** The polite side's first offer, held while the impolite side's is awaited. */
  private heldOffer: { timer: unknown; wanted: boolean } | null = null;
  private lastSample: StatsSample | null = null;
  private auto: AutoAudioOnly = { poorSince: null, trigger: false };
  private readonly networkChanged = () => this.onNetworkChange();

  constructor(private readonly deps: EngineDeps = browserDeps()) {}

  async join({ fetchInfo, stream }: JoinOptions): Promise<void> {
    this.leave();
    this.stream = stream;
    const hasVideo = Boolean(stream?.getVideoTracks().length);
    this.update({
      ...INITIAL_SNAPSHOT,
      phase: 'connecting',
      local: { ...INITIAL_SNAPSHOT.local, audioOnly: !hasVideo },
    });
    this.socket = new CallSocket(
      {
        fetchInfo: async () => {
          const info = await fetchInfo();
          this.info = info;
          this.update({ info, role: info.role });
          return info;
        },
        openSocket: this.deps.openSocket,
        setTimeout: this.deps.setTimeout,
        clearTimeout: this.deps.clearTimeout,
        random: this.deps.random,
      },
      {
        message: (m) => this.onMessage(m),
        retrying: () =>
          this.update({ phase: this.everConnected || this.pc ? 'reconnecting' : 'connecting' }),
        notOpen: (info) => {
          this.teardownPeer();
          this.update({ phase: 'closed', info });
        },
        replaced: () => {
          this.teardownPeer();
          this.update({ phase: 'closed', problem: 'replaced' });
        },
        refused: (text) => {
          this.teardownPeer();
          this.update({ phase: 'closed', problem: 'refused', problemText: text });
        },
      },
    );
    this.deps.window.addEventListener('online', this.networkChanged);
    this.deps.connection?.addEventListener('change', this.networkChanged);
    this.socket.start();
  }

  leave(): void {
    this.deps.window.removeEventListener('online', this.networkChanged);
    this.deps.connection?.removeEventListener('change', this.networkChanged);
    this.socket?.stop();
    this.socket = null;
    this.teardownPeer();
    this.everConnected = false;
    if (this.state.phase !== 'ended' && this.state.phase !== 'closed')
      this.update({ phase: 'idle' });
  }

  end(): void {
    this.socket?.send({ type: 'end' });
    const role = this.state.role;
    this.leave();
    this.update({ phase: 'ended', endedBy: role, peerPresent: false });
  }

  setMuted(muted: boolean): void {
    for (const track of this.stream?.getAudioTracks() ?? []) track.enabled = !muted;
    this.setLocal({ muted });
  }

  setCameraOff(cameraOff: boolean): void {
    for (const track of this.stream?.getVideoTracks() ?? []) track.enabled = !cameraOff;
    this.setLocal({ cameraOff });
  }

  setAudioOnly(audioOnly: boolean): void {
    if (!audioOnly && !this.stream?.getVideoTracks().length) return;
    this.update({ autoAudioOnly: false });
    this.auto = { poorSince: null, trigger: false };
    this.setLocal({ audioOnly });
    this.applyVideoParams();
  }

  setDetail(detail: boolean): void {
    this.update({ local: { ...this.state.local, detail } });
    // The doctor looks at the patient's camera: the patient's sender changes, asked for in a signal.
    if (this.state.role === 'doctor') this.socket?.send({ type: 'signal', data: { detail } });
    else this.applyVideoParams();
  }

  sendChat(text: string): boolean {
    return this.socket?.send({ type: 'chat', text }) ?? false;
  }

  snapshot(): CallSnapshot {
    return this.state;
  }

  onState(listener: (s: CallSnapshot) => void) {
    this.stateListeners.add(listener);
    return () => void this.stateListeners.delete(listener);
  }

  onRemoteStream(listener: (s: MediaStream | null) => void) {
    this.streamListeners.add(listener);
    return () => void this.streamListeners.delete(listener);
  }

  onChat(listener: (m: CallChatMessage) => void) {
    this.chatListeners.add(listener);
    return () => void this.chatListeners.delete(listener);
  }

  private update(change: Partial<CallSnapshot>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.stateListeners) listener(this.state);
  }

  private setLocal(change: Partial<MediaState>) {
    this.update({ local: { ...this.state.local, ...change } });
    this.sendMedia();
  }

  private sendMedia() {
    const { audioOnly, cameraOff, muted } = this.state.local;
    this.socket?.send({ type: 'media', audioOnly, cameraOff, muted });
  }

  private onMessage(m: CallServerMessage) {
    switch (m.type) {
      case 'welcome':
        this.update({ role: m.role });
        this.peerPresence(m.peerPresent);
        break;
      case 'peer':
        this.peerPresence(m.present);
        break;
      case 'signal':
        this.onSignal(m.data as SignalData & { from?: string; detail?: unknown });
        break;
      case 'chat':
        for (const listener of this.chatListeners)
          listener({ id: m.id, from: m.from, text: m.text, at: m.at });
        break;
      case 'media':
        this.update({
          remoteMedia: { audioOnly: m.audioOnly, cameraOff: m.cameraOff, muted: m.muted },
        });
        break;
      case 'ended':
        this.leave();
        this.update({ phase: 'ended', endedBy: m.by, peerPresent: false });
        break;
      case 'error':
        console.warn('Call server:', m.message);
        break;
      default:
        break;
    }
  }

  private peerPresence(present: boolean) {
    this.update({ peerPresent: present });
    if (!present) {
      // The other side reloads or changes network: its new connection will offer again.
      this.update({ phase: this.everConnected ? 'reconnecting' : 'waiting', remoteMedia: null });
      return;
    }
    this.sendMedia();
    // Back after an absence with no media flowing: the other side may have reloaded, and a new
    // DTLS fingerprint cannot be renegotiated, so both start over with fresh connections.
    if (this.pc && !isConnected(this.pc)) this.teardownPeer();
    if (!this.pc) this.createPeer();
    this.update({
      phase:
        this.pc && isConnected(this.pc)
          ? 'connected'
          : this.everConnected
            ? 'reconnecting'
            : 'connecting',
    });
  }

  private onSignal(data: SignalData & { from?: string; detail?: unknown }) {
    if (typeof data.detail === 'boolean') {
      if (this.state.role === 'patient') this.setDetail(data.detail);
      return;
    }
    const from = typeof data.from === 'string' ? data.from : null;
    const stranger = Boolean(from && this.boundRemote && from !== this.boundRemote);
    if (data.description) {
      // An offer from another connection than ours is bound to: the other side reloaded.
      if (stranger && data.description.type === 'offer') this.teardownPeer();
    } else if (stranger || !this.pc) {
      return; // a candidate of a connection that is gone
    }
    if (!this.pc) this.createPeer();
    const pc = this.pc;
    this.negotiation
      ?.receive(data)
      .then((applied) => {
        // An answer binds too: it answers our offer, from whichever connection the other side has.
        if (applied && data.description && from && this.pc === pc) this.boundRemote = from;
        // The other side offered: answering it negotiated our tracks too, nothing is held back.
        if (applied && data.description?.type === 'offer' && this.pc === pc) this.releaseOffer();
      })
      .catch((error) => console.warn('Call negotiation:', error));
  }

  private createPeer() {
    const pc = this.deps.createPeer({ iceServers: this.info?.iceServers ?? [] });
    const pcId = randomId();
    this.pc = pc;
    this.boundRemote = null;
    const negotiation = new PerfectNegotiation(pc, this.state.role === 'patient', (data) =>
      this.socket?.send({ type: 'signal', data: { ...data, from: pcId } }),
    );
    this.negotiation = negotiation;
    const offer = () => {
      negotiation.negotiationNeeded().catch((error) => console.warn('Call negotiation:', error));
    };
    pc.onnegotiationneeded = () => {
      if (this.heldOffer) this.heldOffer.wanted = true;
      else offer();
    };
    if (negotiation.polite) {
      const held = {
        wanted: false,
        timer: this.deps.setTimeout(() => {
          if (this.heldOffer !== held) return;
          this.heldOffer = null;
          // No offer came: ours goes out after all (a stable connection still needing one).
          if (held.wanted && this.pc === pc && pc.signalingState === 'stable') offer();
        }, POLITE_OFFER_AFTER_MS),
      };
      this.heldOffer = held;
    }
    pc.onicecandidate = (event) => negotiation.localCandidate(event.candidate?.toJSON() ?? null);
    pc.ontrack = (event) => {
      const stream = event.streams[0] ?? this.remoteStream ?? new MediaStream();
      if (!event.streams[0]) stream.addTrack(event.track);
      if (stream !== this.remoteStream) {
        this.remoteStream = stream;
        for (const listener of this.streamListeners) listener(stream);
      }
    };
    pc.oniceconnectionstatechange = () => this.onIceState(pc);
    for (const track of this.stream?.getTracks() ?? []) {
      const sender = pc.addTrack(track, this.stream!);
      if (track.kind === 'video') this.videoSender = sender;
    }
    this.applyVideoParams();
    this.noRouteTimer = this.deps.setTimeout(() => {
      this.noRouteTimer = null;
      if (this.pc === pc && ['new', 'checking'].includes(pc.iceConnectionState)) {
        this.update({ problem: 'no-route' });
      }
    }, NO_ROUTE_AFTER_MS);
    this.statsTimer = this.deps.setInterval(() => void this.readStats(pc), STATS_EVERY_MS);
  }

  private onIceState(pc: RTCPeerConnection) {
    if (this.pc !== pc) return;
    const ice = pc.iceConnectionState;
    if (ice === 'connected' || ice === 'completed') {
      this.clearTimer('disconnectedTimer');
      this.clearTimer('noRouteTimer');
      this.everConnected = true;
      this.update({
        phase: 'connected',
        problem: this.state.problem === 'no-route' ? null : this.state.problem,
      });
      this.applyVideoParams();
    } else if (ice === 'disconnected') {
      this.update({ phase: 'reconnecting' });
      if (this.disconnectedTimer === null) {
        this.disconnectedTimer = this.deps.setTimeout(() => {
          this.disconnectedTimer = null;
          if (this.pc === pc && pc.iceConnectionState === 'disconnected') pc.restartIce();
        }, RESTART_AFTER_DISCONNECTED_MS);
      }
    } else if (ice === 'failed') {
      this.update({ phase: 'reconnecting' });
      pc.restartIce();
    }
  }

  private onNetworkChange() {
    this.socket?.retryNow();
    if (this.pc) this.pc.restartIce();
  }

  private applyVideoParams() {
    const sender = this.videoSender;
    const track = sender?.track;
    if (!sender || !track) return;
    const current = sender.getParameters() as unknown as SenderParams;
    if (!current.encodings?.length) return;
    const { audioOnly, detail } = this.state.local;
    const settings = track.getSettings();
    const next = videoParams(current, { audioOnly, detail }, settings);
    sender.setParameters(next as unknown as RTCRtpSendParameters).catch((error) => {
      console.warn('Call video sender:', error);
    });
  }

  private async readStats(pc: RTCPeerConnection) {
    if (this.pc !== pc || !isConnected(pc)) return;
    const report = await pc.getStats();
    const sample = sampleOf(report.values() as Iterable<never>, this.deps.now());
    const previous = this.lastSample;
    this.lastSample = sample;
    if (!previous) return;
    const interval = intervalOf(previous, sample);
    this.update({ quality: classify(interval) });
    if (this.state.local.audioOnly) return;
    this.auto = nextAutoAudioOnly(this.auto, interval);
    if (this.auto.trigger) {
      this.setAudioOnly(true);
      this.update({ autoAudioOnly: true });
    }
  }

  private clearTimer(name: 'disconnectedTimer' | 'noRouteTimer') {
    if (this[name] !== null) this.deps.clearTimeout(this[name]);
    this[name] = null;
  }

  /** Drops a held first offer (answered an offer instead, or the connection is gone). */
  private releaseOffer() {
    if (this.heldOffer) this.deps.clearTimeout(this.heldOffer.timer);
    this.heldOffer = null;
  }

  private teardownPeer() {
    this.releaseOffer();
    this.clearTimer('disconnectedTimer');
    this.clearTimer('noRouteTimer');
    if (this.statsTimer !== null) this.deps.clearInterval(this.statsTimer);
    this.statsTimer = null;
    this.lastSample = null;
    this.negotiation = null;
    this.videoSender = null;
    if (this.pc) {
      this.pc.onnegotiationneeded = null;
      this.pc.onicecandidate = null;
      this.pc.ontrack = null;
      this.pc.oniceconnectionstatechange = null;
      this.pc.close();
      this.pc = null;
    }
    if (this.remoteStream) {
      this.remoteStream = null;
      for (const listener of this.streamListeners) listener(null);
    }
  }
}

const isConnected = (pc: RTCPeerConnection) =>
  pc.iceConnectionState === 'connected' || pc.iceConnectionState === 'completed';
