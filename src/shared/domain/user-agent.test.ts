import { describe, expect, it } from 'vitest';
import { describeNetwork, describeUserAgent } from '#shared/domain/user-agent';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome', os: 'Android', kind: 'phone' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', os: 'iOS', kind: 'phone' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
      { browser: 'Edge', os: 'Windows', kind: 'computer' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
      { browser: 'Firefox', os: 'Linux', kind: 'computer' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Safari/537.36',
      { browser: 'Samsung Internet', os: 'Android', kind: 'tablet' },
    ],
  ])('names the browser, system and kind of %s', (ua, expected) => {
    expect(describeUserAgent(ua)).toEqual(expected);
  });

  it('leaves what it cannot tell unknown', () => {
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null, kind: null });
    expect(describeUserAgent(undefined)).toEqual({ browser: null, os: null, kind: null });
  });
});

describe('describeNetwork', () => {
  it.each([
    ['127.0.0.1', 'this-machine'],
    ['::1', 'this-machine'],
    ['::ffff:127.0.0.1', 'this-machine'],
    ['192.168.1.20', 'local'],
    ['10.2.3.4', 'local'],
    ['172.20.0.5', 'local'],
    ['172.32.0.5', 'internet'],
    ['fd12:3456::1', 'local'],
    ['203.0.113.7', 'internet'],
    ['unknown', 'unknown'],
    [null, 'unknown'],
  ])('places %s as %s', (address, kind) => {
    expect(describeNetwork(address)).toBe(kind);
  });
});
