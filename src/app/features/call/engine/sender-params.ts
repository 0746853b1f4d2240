/**
 * The video sender on weak links (ADR 113): about 320×240 at 15 fps and never above 500 kbps;
 * the doctor's "detail" switch sends the camera's full resolution (a rash, a wound) within the
 * same ceiling. Audio only switches the encoding off without renegotiation.
 */
export const VIDEO_CAP = { width: 320, height: 240, fps: 15, bitrate: 250_000 };
export const DETAIL_CAP = { fps: 15, bitrate: 500_000 };
export const MAX_VIDEO_BITRATE = 500_000;

export type VideoMode = { audioOnly: boolean; detail: boolean };

type Encoding = {
  active?: boolean;
  maxBitrate?: number;
  maxFramerate?: number;
  scaleResolutionDownBy?: number;
  [key: string]: unknown;
};
export type SenderParams = {
  encodings: Encoding[];
  degradationPreference?: string;
  [key: string]: unknown;
};

/** How far to scale the camera's frames down so they fit 320×240 (1 = as captured). */
export function scaleFor(width: number | undefined, height: number | undefined): number {
  if (!width || !height) return 1;
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  return Math.max(1, long / VIDEO_CAP.width, short / VIDEO_CAP.height);
}

/**
 * The parameters to hand back to `RTCRtpSender.setParameters`: the same object the sender gave
 * (it carries a transaction id the browser checks), with the first encoding changed.
 */
export function videoParams(
  current: SenderParams,
  mode: VideoMode,
  track: { width?: number; height?: number },
): SenderParams {
  const encodings = current.encodings.length > 0 ? current.encodings : [{}];
  const first: Encoding = {
    ...encodings[0],
    active: !mode.audioOnly,
    maxBitrate: Math.min(mode.detail ? DETAIL_CAP.bitrate : VIDEO_CAP.bitrate, MAX_VIDEO_BITRATE),
    maxFramerate: mode.detail ? DETAIL_CAP.fps : VIDEO_CAP.fps,
    scaleResolutionDownBy: mode.detail ? 1 : scaleFor(track.width, track.height),
  };
  return {
    ...current,
    encodings: [first, ...encodings.slice(1)],
    // A moving picture matters more than a sharp one in a conversation; detail is the opposite.
    degradationPreference: mode.detail ? 'maintain-resolution' : 'maintain-framerate',
  };
}
