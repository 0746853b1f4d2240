/**
 * Apps that open links in their own browser, where the camera is blocked or unreliable: Facebook
 * (FBAN/FBAV), Instagram, Messenger, WhatsApp's, TikTok, Snapchat, LinkedIn, Line, WeChat.
 */
const IN_APP: [RegExp, string][] = [
  [/FBAN|FBAV|FB_IAB|FBIOS/, 'Facebook'],
  [/Instagram/, 'Instagram'],
  [/Messenger|MESSENGER/, 'Messenger'],
  [/musical_ly|BytedanceWebview|TikTok|trill/i, 'TikTok'],
  [/Snapchat/, 'Snapchat'],
  [/LinkedInApp/, 'LinkedIn'],
  [/\bLine\//, 'Line'],
  [/MicroMessenger/, 'WeChat'],
];

/** The app's name when the page runs inside another app's browser, else null. */
export function inAppBrowser(userAgent: string): string | null {
  for (const [pattern, name] of IN_APP) if (pattern.test(userAgent)) return name;
  return null;
}

export const isAndroid = (userAgent: string) => /Android/i.test(userAgent);

/**
 * "Open in Chrome/Safari": on Android an intent:// link that asks for Chrome (falling back to
 * the page itself); elsewhere the plain link, which the in-app browser's menu opens in Safari.
 */
export function openInBrowserHref(url: string, userAgent: string): string {
  if (!isAndroid(userAgent)) return url;
  const parsed = new URL(url);
  const scheme = parsed.protocol.replace(':', '');
  return `intent://${parsed.host}${parsed.pathname}${parsed.search}#Intent;scheme=${scheme};package=com.android.chrome;S.browser_fallback_url=${encodeURIComponent(url)};end`;
}
