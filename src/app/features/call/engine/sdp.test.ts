import { describe, expect, it } from 'vitest';
import { withOpusFecDtx } from './sdp';

const OFFER = [
  'v=0',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111 63 0',
  'a=rtpmap:111 opus/48000/2',
  'a=rtcp-fb:111 transport-cc',
  'a=fmtp:111 minptime=10;useinbandfec=0',
  'a=rtpmap:63 red/48000/2',
  'a=fmtp:63 111/111',
  'a=rtpmap:0 PCMU/8000',
  '',
].join('\r\n');

describe('Opus FEC and DTX in the SDP', () => {
  it('turns in-band FEC and DTX on in the Opus fmtp line and leaves other codecs alone', () => {
    const out = withOpusFecDtx(OFFER);
    expect(out).toContain('a=fmtp:111 minptime=10;useinbandfec=1;usedtx=1\r\n');
    expect(out).toContain('a=fmtp:63 111/111\r\n');
    expect(out.split('\r\n')).toHaveLength(OFFER.split('\r\n').length);
  });

  it('adds an fmtp line after the rtpmap when Opus has none', () => {
    const sdp = 'm=audio 9 RTP/AVP 109\na=rtpmap:109 OPUS/48000/2\na=sendrecv\n';
    expect(withOpusFecDtx(sdp)).toBe(
      'm=audio 9 RTP/AVP 109\na=rtpmap:109 OPUS/48000/2\na=fmtp:109 useinbandfec=1;usedtx=1\na=sendrecv\n',
    );
  });

  it('changes nothing in a description without Opus', () => {
    const sdp = 'v=0\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\na=rtpmap:96 VP8/90000\r\n';
    expect(withOpusFecDtx(sdp)).toBe(sdp);
  });

  it('is idempotent', () => {
    const once = withOpusFecDtx(OFFER);
    expect(withOpusFecDtx(once)).toBe(once);
  });
});
