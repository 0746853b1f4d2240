import { describe, expect, it } from 'vitest';
import {
  type Description,
  type NegotiatingPeer,
  PerfectNegotiation,
  type SignalData,
} from './negotiation';

/** The offer/answer state machine of RTCPeerConnection, enough to make two offers collide. */
class FakePeer implements NegotiatingPeer {
  signalingState = 'stable';
  localDescription: Description | null = null;
  remoteDescription: Description | null = null;
  candidates: unknown[] = [];
  private count = 0;
  constructor(readonly name: string) {}

  async setLocalDescription() {
    await tick();
    if (this.signalingState === 'stable') {
      this.localDescription = { type: 'offer', sdp: `offer ${this.name} ${++this.count}` };
      this.signalingState = 'have-local-offer';
    } else if (this.signalingState === 'have-remote-offer') {
      this.localDescription = {
        type: 'answer',
        sdp: `answer ${this.name} to ${this.remoteDescription?.sdp}`,
      };
      this.signalingState = 'stable';
    } else throw new Error(`InvalidStateError: setLocalDescription in ${this.signalingState}`);
  }

  async setRemoteDescription(d: Description) {
    await tick();
    if (d.type === 'offer' && ['stable', 'have-local-offer'].includes(this.signalingState)) {
      // have-local-offer: the implicit rollback of the polite peer.
      this.signalingState = 'have-remote-offer';
    } else if (d.type === 'answer' && this.signalingState === 'have-local-offer') {
      this.signalingState = 'stable';
    } else throw new Error(`InvalidStateError: remote ${d.type} in ${this.signalingState}`);
    this.remoteDescription = d;
  }

  async addIceCandidate(candidate: unknown) {
    await tick();
    if (!this.remoteDescription) throw new Error('InvalidStateError: no remote description');
    this.candidates.push(candidate);
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function pair() {
  const doctorPeer = new FakePeer('doctor');
  const patientPeer = new FakePeer('patient');
  const errors: unknown[] = [];
  const wire = (to: () => PerfectNegotiation) => (data: SignalData) => {
    setTimeout(
      () =>
        to()
          .receive(data)
          .catch((e) => errors.push(e)),
      0,
    );
  };
  const doctor: PerfectNegotiation = new PerfectNegotiation(
    doctorPeer,
    false,
    wire(() => patient),
  );
  const patient: PerfectNegotiation = new PerfectNegotiation(
    patientPeer,
    true,
    wire(() => doctor),
  );
  return { doctor, patient, doctorPeer, patientPeer, errors };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('perfect negotiation', () => {
  it('connects when one side offers', async () => {
    const p = pair();
    await p.patient.negotiationNeeded();
    await settle();
    expect(p.errors).toEqual([]);
    expect(p.doctorPeer.signalingState).toBe('stable');
    expect(p.patientPeer.signalingState).toBe('stable');
    expect(p.patientPeer.remoteDescription?.sdp).toBe('answer doctor to offer patient 1');
  });

  it('when both offer at once, the patient gives way and the doctor’s offer is answered', async () => {
    const p = pair();
    await Promise.all([p.doctor.negotiationNeeded(), p.patient.negotiationNeeded()]);
    await settle();
    expect(p.errors).toEqual([]);
    expect(p.doctorPeer.signalingState).toBe('stable');
    expect(p.patientPeer.signalingState).toBe('stable');
    expect(p.patientPeer.remoteDescription?.sdp).toBe('offer doctor 1');
    expect(p.doctorPeer.remoteDescription?.sdp).toBe('answer patient to offer doctor 1');
  });

  it('the doctor ignores the colliding offer and the candidates that came with it', async () => {
    const p = pair();
    await p.doctor.negotiationNeeded();
    // The patient's offer crossed the doctor's on the wire, with a candidate behind it.
    expect(await p.doctor.receive({ description: { type: 'offer', sdp: 'offer patient 1' } })).toBe(
      false,
    );
    await expect(p.doctor.receive({ candidate: { candidate: 'x' } })).resolves.toBe(true);
    expect(p.doctorPeer.signalingState).toBe('have-local-offer');
  });

  it('adds candidates once a description is set, and fails loudly when one cannot be added otherwise', async () => {
    const p = pair();
    await expect(p.patient.receive({ candidate: { candidate: 'early' } })).rejects.toThrow(
      /no remote/,
    );
    await p.patient.negotiationNeeded();
    await settle();
    await p.doctor.receive({ candidate: { candidate: 'c1' } });
    expect(p.doctorPeer.candidates).toEqual([{ candidate: 'c1' }]);
  });
});
