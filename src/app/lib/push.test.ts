// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushState, turnOffPush, turnOnPush } from './push';

const KEY = `B${'E'.repeat(86)}`;
const keyBytes = () =>
  Uint8Array.from(atob(KEY.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let permission: NotificationPermission;
let answerPermission: NotificationPermission;
let held: FakeSubscription | null;
let subscribeWith: unknown;

class FakeSubscription {
  unsubscribed = false;
  constructor(
    readonly endpoint: string,
    readonly key: ArrayBuffer | null,
  ) {}
  get options() {
    return { applicationServerKey: this.key };
  }
  toJSON() {
    return { endpoint: this.endpoint, keys: { p256dh: 'p', auth: 'a' } };
  }
  async unsubscribe() {
    this.unsubscribed = true;
    if (held === this) held = null;
    return true;
  }
}

beforeEach(() => {
  calls = [];
  permission = 'default';
  answerPermission = 'granted';
  held = null;
  subscribeWith = undefined;
  localStorage.clear();
  const pushManager = {
    getSubscription: async () => held,
    subscribe: async (options: { applicationServerKey: unknown }) => {
      subscribeWith = options.applicationServerKey;
      held = new FakeSubscription('https://push.example.com/new', keyBytes());
      return held;
    },
  };
  vi.stubGlobal('PushManager', class {});
  const FakeNotification = Object.defineProperties(class {}, {
    permission: { get: () => permission },
    requestPermission: {
      value: async () => {
        permission = answerPermission;
        return permission;
      },
    },
  });
  vi.stubGlobal('Notification', FakeNotification);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
      });
      const data = url.endsWith('/vapid-public-key')
        ? { publicKey: KEY }
        : { id: 'sub-1', endpoint: 'https://push.example.com/new', createdAt: '' };
      return new Response(JSON.stringify({ success: true, data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('push on this device', () => {
  it('subscribes with the server’s key and hands the subscription to the server', async () => {
    expect(await pushState()).toBe('off');
    expect(await turnOnPush()).toBe('on');
    expect(subscribeWith).toBe(KEY);
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      url: expect.stringMatching(/\/api\/push\/subscriptions$/),
      body: { endpoint: 'https://push.example.com/new' },
    });
    expect(await pushState()).toBe('on');
  });

  it('asks nothing more of a reader who refuses: no subscription, nothing sent', async () => {
    answerPermission = 'denied';
    expect(await turnOnPush()).toBe('denied');
    expect(held).toBeNull();
    expect(calls).toEqual([]);
    expect(await pushState()).toBe('denied');
  });

  it('replaces a subscription made with another server key', async () => {
    const old = new FakeSubscription('https://push.example.com/old', new ArrayBuffer(65));
    held = old;
    await turnOnPush();
    expect(old.unsubscribed).toBe(true);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      endpoint: 'https://push.example.com/new',
    });
  });

  it('turning off unsubscribes the browser and removes the server’s copy by its id', async () => {
    await turnOnPush();
    const subscription = held!;
    await turnOffPush({ tellServer: true });
    expect(subscription.unsubscribed).toBe(true);
    expect(calls.at(-1)).toMatchObject({
      method: 'DELETE',
      url: expect.stringMatching(/\/api\/push\/subscriptions\/sub-1$/),
    });
  });

  it('at sign-out unsubscribes the browser and leaves the server’s copy to the session’s end', async () => {
    await turnOnPush();
    const subscription = held!;
    const before = calls.length;
    await turnOffPush({ tellServer: false });
    expect(subscription.unsubscribed).toBe(true);
    expect(calls.length).toBe(before);
  });
});
