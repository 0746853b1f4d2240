import { describe, expect, it } from 'vitest';
import { inAppBrowser, openInBrowserHref } from './in-app-browser';

const FACEBOOK_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F Build/TP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/440.0.0.31.105;]';
const INSTAGRAM_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 307.0.0.34.111';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0 Mobile Safari/537.36';

describe('in-app browsers', () => {
  it('recognises Facebook and Instagram, and not Chrome or Safari', () => {
    expect(inAppBrowser(FACEBOOK_ANDROID)).toBe('Facebook');
    expect(inAppBrowser(INSTAGRAM_IPHONE)).toBe('Instagram');
    expect(inAppBrowser(CHROME_ANDROID)).toBeNull();
    expect(
      inAppBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBeNull();
  });

  it('opens Chrome with an intent link on Android and the plain link elsewhere', () => {
    const url = 'https://mashwara.pk/call/abc?x=1';
    expect(openInBrowserHref(url, FACEBOOK_ANDROID)).toBe(
      'intent://mashwara.pk/call/abc?x=1#Intent;scheme=https;package=com.android.chrome;S.browser_fallback_url=https%3A%2F%2Fmashwara.pk%2Fcall%2Fabc%3Fx%3D1;end',
    );
    expect(openInBrowserHref(url, INSTAGRAM_IPHONE)).toBe(url);
  });
});
