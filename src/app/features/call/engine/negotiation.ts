import { withOpusFecDtx } from './sdp';

/**
 * The "perfect negotiation" pattern of the WebRTC specification (ADR 113): either side may offer
 * at any time (a track added, an ICE restart), and when both offer at once the polite side (the
 * patient) gives way and the impolite side (the doctor) keeps its offer. Written against the
 * part of RTCPeerConnection it uses, so a fake pair of peers can test the collision.
 */
export type Description = { type: 'offer' | 'answer' | 'pranswer' | 'rollback'; sdp?: string };
export type SignalData = { description?: Description; candidate?: unknown };

export type NegotiatingPeer = {
  readonly signalingState: string;
  readonly localDescription: Description | null;
  setLocalDescription(description?: Description): Promise<void>;
  setRemoteDescription(description: Description): Promise<void>;
  addIceCandidate(candidate: unknown): Promise<void>;
};

export class PerfectNegotiation {
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;

  constructor(
    private readonly pc: NegotiatingPeer,
    readonly polite: boolean,
    private readonly send: (data: SignalData) => void,
  ) {}

  /** The peer's `negotiationneeded`. */
  async negotiationNeeded(): Promise<void> {
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription();
      this.sendLocal();
    } finally {
      this.makingOffer = false;
    }
  }

  /** The peer's `icecandidate` (null at the end of gathering is not sent). */
  localCandidate(candidate: unknown): void {
    if (candidate) this.send({ candidate });
  }

  /** A message from the other side; false when a colliding offer was ignored (the doctor's side). */
  async receive({ description, candidate }: SignalData): Promise<boolean> {
    if (description) {
      const readyForOffer =
        !this.makingOffer && (this.pc.signalingState === 'stable' || this.settingRemoteAnswer);
      const collision = description.type === 'offer' && !readyForOffer;
      this.ignoreOffer = !this.polite && collision;
      if (this.ignoreOffer) return false;
      this.settingRemoteAnswer = description.type === 'answer';
      try {
        // A polite peer with an offer of its own out rolls it back implicitly here.
        await this.pc.setRemoteDescription(description);
      } finally {
        this.settingRemoteAnswer = false;
      }
      if (description.type === 'offer') {
        await this.pc.setLocalDescription();
        this.sendLocal();
      }
    } else if (candidate) {
      try {
        await this.pc.addIceCandidate(candidate);
      } catch (error) {
        // Candidates of an offer we ignored cannot be added; nothing is wrong.
        if (!this.ignoreOffer) throw error;
      }
    }
    return true;
  }

  private sendLocal() {
    const local = this.pc.localDescription;
    if (!local) return;
    this.send({
      description: { type: local.type, sdp: local.sdp ? withOpusFecDtx(local.sdp) : local.sdp },
    });
  }
}
