import { describe, expect, it } from 'vitest';
import { MAX_VIDEO_BITRATE, scaleFor, videoParams } from './sender-params';

const current = { transactionId: 't1', encodings: [{ active: true }] };

describe('the video sender on weak links', () => {
  it('caps a 720p camera to 320×240 at 15 fps under 500 kbps, keeping the frame rate', () => {
    const p = videoParams(
      current,
      { audioOnly: false, detail: false },
      { width: 1280, height: 720 },
    );
    expect(p.transactionId).toBe('t1');
    expect(p.degradationPreference).toBe('maintain-framerate');
    expect(p.encodings[0]).toEqual({
      active: true,
      maxBitrate: 250_000,
      maxFramerate: 15,
      scaleResolutionDownBy: 4,
    });
    expect(1280 / 4).toBeLessThanOrEqual(320);
  });

  it('sends the full resolution for detail, still never above 500 kbps', () => {
    const p = videoParams(
      current,
      { audioOnly: false, detail: true },
      { width: 1280, height: 720 },
    );
    expect(p.encodings[0]!.scaleResolutionDownBy).toBe(1);
    expect(p.encodings[0]!.maxBitrate).toBeLessThanOrEqual(MAX_VIDEO_BITRATE);
    expect(p.degradationPreference).toBe('maintain-resolution');
  });

  it('switches the encoding off for Audio only', () => {
    const p = videoParams(current, { audioOnly: true, detail: false }, { width: 640, height: 480 });
    expect(p.encodings[0]!.active).toBe(false);
  });

  it('fits a portrait phone camera too, and never scales up', () => {
    expect(scaleFor(720, 1280)).toBe(4);
    expect(scaleFor(640, 480)).toBe(2);
    expect(scaleFor(160, 120)).toBe(1);
    expect(scaleFor(undefined, 480)).toBe(1);
  });

  it('gives an encoding to a sender that listed none yet', () => {
    const p = videoParams({ encodings: [] }, { audioOnly: false, detail: false }, {});
    expect(p.encodings).toHaveLength(1);
  });
});
