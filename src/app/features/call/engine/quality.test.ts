import { describe, expect, it } from 'vitest';
import {
  type AutoAudioOnly,
  classify,
  type Interval,
  intervalOf,
  nextAutoAudioOnly,
  type StatsSample,
  sampleOf,
} from './quality';

const base: StatsSample = {
  at: 0,
  availableOutgoingBitrate: 800_000,
  rttMs: 80,
  inReceived: 0,
  inLost: 0,
  outLost: 0,
  outSent: 0,
  framesDecoded: 0,
};
const sample = (change: Partial<StatsSample>): StatsSample => ({ ...base, ...change });
const interval = (change: Partial<Interval>): Interval => ({
  at: 1000,
  ms: 1000,
  availableOutgoingBitrate: 800_000,
  rttMs: 80,
  loss: 0,
  ...change,
});

describe('connection quality from getStats', () => {
  it('counts loss over both directions between two samples', () => {
    const i = intervalOf(
      sample({ inReceived: 100, inLost: 0, outSent: 100, outLost: 0 }),
      sample({ at: 2000, inReceived: 190, inLost: 10, outSent: 200, outLost: 10 }),
    );
    // 20 lost of 200 moved + 20 lost.
    expect(i.loss).toBeCloseTo(20 / 210);
    expect(i.ms).toBe(2000);
  });

  it('has no loss figure when no packet moved', () => {
    expect(intervalOf(base, sample({ at: 1000 })).loss).toBeNull();
  });

  it('is good on a fast clean link, weak on a thin one, poor on a broken one', () => {
    expect(classify(interval({}))).toBe('good');
    expect(classify(interval({ availableOutgoingBitrate: 200_000 }))).toBe('weak');
    expect(classify(interval({ loss: 0.05 }))).toBe('weak');
    expect(classify(interval({ rttMs: 600 }))).toBe('weak');
    expect(classify(interval({ availableOutgoingBitrate: 60_000 }))).toBe('poor');
    expect(classify(interval({ loss: 0.15 }))).toBe('poor');
    expect(classify(interval({ rttMs: 1500 }))).toBe('poor');
  });

  it('reads the selected pair and the streams from a stats report', () => {
    const report = [
      { type: 'transport', id: 'T', selectedCandidatePairId: 'P2' },
      { type: 'candidate-pair', id: 'P1', availableOutgoingBitrate: 1, currentRoundTripTime: 9 },
      {
        type: 'candidate-pair',
        id: 'P2',
        availableOutgoingBitrate: 90_000,
        currentRoundTripTime: 0.12,
      },
      { type: 'inbound-rtp', id: 'A', kind: 'audio', packetsReceived: 50, packetsLost: 2 },
      {
        type: 'inbound-rtp',
        id: 'V',
        kind: 'video',
        packetsReceived: 70,
        packetsLost: 3,
        framesDecoded: 40,
      },
      { type: 'outbound-rtp', id: 'O', packetsSent: 80 },
      { type: 'remote-inbound-rtp', id: 'R', packetsLost: 4 },
    ];
    expect(sampleOf(report, 5)).toEqual({
      at: 5,
      availableOutgoingBitrate: 90_000,
      rttMs: 120,
      inReceived: 120,
      inLost: 5,
      outLost: 4,
      outSent: 80,
      framesDecoded: 40,
    });
  });
});

describe('automatic Audio only', () => {
  const run = (intervals: Interval[]) => {
    const states: AutoAudioOnly[] = [];
    let state: AutoAudioOnly = { poorSince: null, trigger: false };
    for (const i of intervals) {
      state = nextAutoAudioOnly(state, i);
      states.push(state);
    }
    return states;
  };
  const second = (n: number, change: Partial<Interval>) => interval({ at: n * 1000, ...change });

  it('switches after 10 s of outgoing bitrate under 100 kbps', () => {
    const states = run(
      Array.from({ length: 10 }, (_, k) => second(k + 1, { availableOutgoingBitrate: 80_000 })),
    );
    expect(states.slice(0, 9).some((s) => s.trigger)).toBe(false);
    expect(states[9]!.trigger).toBe(true);
  });

  it('switches after 10 s of more than 10 % loss', () => {
    const states = run(Array.from({ length: 10 }, (_, k) => second(k + 1, { loss: 0.2 })));
    expect(states.at(-1)!.trigger).toBe(true);
  });

  it('starts counting again after one good second', () => {
    const poor = { availableOutgoingBitrate: 50_000 };
    const states = run([
      ...Array.from({ length: 8 }, (_, k) => second(k + 1, poor)),
      second(9, {}),
      ...Array.from({ length: 9 }, (_, k) => second(k + 10, poor)),
    ]);
    expect(states.some((s) => s.trigger)).toBe(false);
  });

  it('does not switch on a long round trip alone', () => {
    const states = run(Array.from({ length: 15 }, (_, k) => second(k + 1, { rttMs: 2000 })));
    expect(states.some((s) => s.trigger)).toBe(false);
  });
});
