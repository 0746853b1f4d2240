/**
 * Opus with in-band FEC and DTX (ADR 113): every Opus payload's fmtp line gets
 * `useinbandfec=1;usedtx=1`, added when the line is missing. Applied to each description before
 * it is sent, so the other browser's Opus encoder protects its packets against loss and sends
 * almost nothing while its user is silent.
 */
export function withOpusFecDtx(sdp: string): string {
  const eol = sdp.includes('\r\n') ? '\r\n' : '\n';
  const lines = sdp.split(eol);
  const opus = new Set<string>();
  for (const line of lines) {
    const match = /^a=rtpmap:(\d+) opus\/48000/i.exec(line);
    if (match) opus.add(match[1]!);
  }
  if (opus.size === 0) return sdp;
  const withFmtp = new Set<string>();
  const out = lines.map((line) => {
    const match = /^a=fmtp:(\d+) (.*)$/.exec(line);
    if (!match || !opus.has(match[1]!)) return line;
    withFmtp.add(match[1]!);
    return `a=fmtp:${match[1]} ${setParams(match[2]!, { useinbandfec: '1', usedtx: '1' })}`;
  });
  const result: string[] = [];
  for (const line of out) {
    result.push(line);
    const match = /^a=rtpmap:(\d+) opus\/48000/i.exec(line);
    if (match && !withFmtp.has(match[1]!))
      result.push(`a=fmtp:${match[1]} useinbandfec=1;usedtx=1`);
  }
  return result.join(eol);
}

function setParams(params: string, wanted: Record<string, string>): string {
  const pairs = params
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => p.split('=') as [string, string?]);
  for (const [key, value] of Object.entries(wanted)) {
    const found = pairs.find(([k]) => k.toLowerCase() === key);
    if (found) found[1] = value;
    else pairs.push([key, value]);
  }
  return pairs.map(([k, v]) => (v === undefined ? k : `${k}=${v}`)).join(';');
}
