export type DeviceKind = 'phone' | 'tablet' | 'computer';
export type DeviceDescription = {
  browser: string | null;
  os: string | null;
  kind: DeviceKind | null;
};

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/EdgA?\/|Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPod/, 'iOS'],
  [/iPad/, 'iPadOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/**
 * A short, honest description of the device a session signed in from, read from its
 * User-Agent header (which the client chooses: a hint, not proof). Unknown parts stay null.
 */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  let kind: DeviceKind | null = null;
  if (/iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua))) kind = 'tablet';
  else if (/Mobile|iPhone|iPod/.test(ua)) kind = 'phone';
  else if (os) kind = 'computer';
  return { browser, os, kind };
}

export type NetworkKind = 'this-machine' | 'local' | 'internet' | 'unknown';

/**
 * How far away an address is, without any look-up: the server's own machine, a private
 * network (RFC 1918, link-local, IPv6 unique-local), or the internet.
 */
export function describeNetwork(address: string | null | undefined): NetworkKind {
  if (!address || address === 'unknown') return 'unknown';
  const ip = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address.toLowerCase();
  if (ip === '::1' || /^127\./.test(ip)) return 'this-machine';
  if (/^(10\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.)/.test(ip)) return 'local';
  if (/^f[cd][0-9a-f]{2}:|^fe80:/.test(ip)) return 'local';
  return 'internet';
}
