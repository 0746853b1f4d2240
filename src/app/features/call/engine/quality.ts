/**
 * The connection's quality from `getStats` (ADR 113): pure, so the thresholds are tested
 * without a browser. A sample holds the report's running counters; two samples make an interval.
 */
export type StatsSample = {
  /** ms since epoch, when the report was read. */
  at: number;
  /** The selected candidate pair's estimate of what can be sent, bits per second. */
  availableOutgoingBitrate: number | null;
  /** Round trip on the selected pair, ms. */
  rttMs: number | null;
  /** Our inbound streams: packets received and lost so far. */
  inReceived: number;
  inLost: number;
  /** Our outbound streams as the other side reports them (remote-inbound-rtp). */
  outLost: number;
  outSent: number;
  /** Video frames decoded from the other side so far. */
  framesDecoded: number;
};

export type Interval = {
  at: number;
  ms: number;
  availableOutgoingBitrate: number | null;
  rttMs: number | null;
  /** 0..1 over both directions; null when no packet moved. */
  loss: number | null;
};

export type Quality = 'good' | 'weak' | 'poor';

export const POOR_BITRATE = 100_000;
export const WEAK_BITRATE = 300_000;
export const POOR_LOSS = 0.1;
export const WEAK_LOSS = 0.03;
export const POOR_RTT_MS = 1000;
export const WEAK_RTT_MS = 400;
/** How long the link must stay poor before the call drops its video by itself. */
export const AUTO_AUDIO_ONLY_MS = 10_000;

export function intervalOf(previous: StatsSample, current: StatsSample): Interval {
  const lost =
    Math.max(0, current.inLost - previous.inLost) + Math.max(0, current.outLost - previous.outLost);
  const moved =
    Math.max(0, current.inReceived - previous.inReceived) +
    Math.max(0, current.outSent - previous.outSent);
  const total = moved + lost;
  return {
    at: current.at,
    ms: current.at - previous.at,
    availableOutgoingBitrate: current.availableOutgoingBitrate,
    rttMs: current.rttMs,
    loss: total > 0 ? lost / total : null,
  };
}

/** The link cannot carry video: too little to send, or more than a tenth of packets lost. */
export function isPoor(i: Interval): boolean {
  return (
    (i.availableOutgoingBitrate !== null && i.availableOutgoingBitrate < POOR_BITRATE) ||
    (i.loss !== null && i.loss > POOR_LOSS) ||
    (i.rttMs !== null && i.rttMs > POOR_RTT_MS)
  );
}

export function classify(i: Interval): Quality {
  if (isPoor(i)) return 'poor';
  if (
    (i.availableOutgoingBitrate !== null && i.availableOutgoingBitrate < WEAK_BITRATE) ||
    (i.loss !== null && i.loss > WEAK_LOSS) ||
    (i.rttMs !== null && i.rttMs > WEAK_RTT_MS)
  ) {
    return 'weak';
  }
  return 'good';
}

/**
 * The automatic Audio only rule: when outgoing bitrate stays under ~100 kbps, or loss over 10 %,
 * for 10 s. Fed one interval at a time; `poorSince` is the start of the current poor run.
 * Only bitrate and loss count here (a long round trip alone does not make video useless).
 */
export type AutoAudioOnly = { poorSince: number | null; trigger: boolean };

export function nextAutoAudioOnly(state: AutoAudioOnly, i: Interval): AutoAudioOnly {
  const poor =
    (i.availableOutgoingBitrate !== null && i.availableOutgoingBitrate < POOR_BITRATE) ||
    (i.loss !== null && i.loss > POOR_LOSS);
  if (!poor) return { poorSince: null, trigger: false };
  const since = state.poorSince ?? i.at - i.ms;
  return { poorSince: since, trigger: i.at - since >= AUTO_AUDIO_ONLY_MS };
}

type StatLike = { type: string; id: string; [key: string]: unknown };

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Reads a sample from an RTCStatsReport (or any iterable of its entries' values). */
export function sampleOf(report: Iterable<StatLike>, at: number): StatsSample {
  const stats = [...report];
  const transport = stats.find((s) => s.type === 'transport' && s.selectedCandidatePairId);
  const pair =
    stats.find((s) => s.type === 'candidate-pair' && s.id === transport?.selectedCandidatePairId) ??
    stats.find((s) => s.type === 'candidate-pair' && s.nominated && s.state === 'succeeded');
  const sample: StatsSample = {
    at,
    availableOutgoingBitrate:
      typeof pair?.availableOutgoingBitrate === 'number' ? pair.availableOutgoingBitrate : null,
    rttMs: typeof pair?.currentRoundTripTime === 'number' ? pair.currentRoundTripTime * 1000 : null,
    inReceived: 0,
    inLost: 0,
    outLost: 0,
    outSent: 0,
    framesDecoded: 0,
  };
  for (const s of stats) {
    if (s.type === 'inbound-rtp') {
      sample.inReceived += num(s.packetsReceived);
      sample.inLost += num(s.packetsLost);
      sample.framesDecoded += num(s.framesDecoded);
    } else if (s.type === 'remote-inbound-rtp') {
      sample.outLost += num(s.packetsLost);
    } else if (s.type === 'outbound-rtp') {
      sample.outSent += num(s.packetsSent);
    }
  }
  return sample;
}
