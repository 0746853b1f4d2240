import type { PushSubscriptionView } from '#shared/schemas/push';
import { api } from './api-client';

/**
 * This device's Web Push subscription (ADR 104): asked for only when the reader chooses it,
 * kept by the server per signed-in device, and ended at sign-out.
 */
export type PushState = 'unsupported' | 'denied' | 'on' | 'off';

/** The id the server gave this device's subscription, for turning it off. Not personal. */
const SUBSCRIPTION_ID = 'push-subscription-id';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The app's service worker, if one is registered (none in a development build). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return (await navigator.serviceWorker.getRegistration('/')) ?? undefined;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const worker = await registration();
  if (!worker) return 'unsupported';
  const subscription = await worker.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

const sameKey = (subscription: PushSubscription, key: string) => {
  const held = subscription.options.applicationServerKey;
  if (!held) return false;
  const bytes = new Uint8Array(held);
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') === key;
};

/**
 * Asks the browser's permission (only ever from a button the reader pressed), subscribes with the
 * server's key, and hands the subscription to the server. Answers the state it ended in.
 */
export async function turnOnPush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const worker = await registration();
  if (!worker) return 'unsupported';
  const { publicKey } = await api.get<{ publicKey: string }>('/push/vapid-public-key');
  let subscription = await worker.pushManager.getSubscription();
  // A subscription made for another key (the server's keys changed) would be refused.
  if (subscription && !sameKey(subscription, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
  const saved = await api.post<PushSubscriptionView>('/push/subscriptions', subscription.toJSON());
  try {
    localStorage.setItem(SUBSCRIPTION_ID, saved.data.id);
  } catch {
    // Private mode: sign-out still ends the subscription on the server.
  }
  return 'on';
}

/**
 * Ends this device's subscription with the browser and, while signed in, on the server. At
 * sign-out the server deletes it with the session; unsubscribing here also stops the push
 * service, even when the sign-out could not reach the server.
 */
export async function turnOffPush(options: { tellServer: boolean }): Promise<void> {
  let id: string | null = null;
  try {
    id = localStorage.getItem(SUBSCRIPTION_ID);
    localStorage.removeItem(SUBSCRIPTION_ID);
  } catch {
    // Nothing kept.
  }
  if (!pushSupported()) return;
  const worker = await registration();
  const subscription = await worker?.pushManager.getSubscription();
  await subscription?.unsubscribe().catch(() => false);
  if (options.tellServer && id)
    await api.delete(`/push/subscriptions/${id}`).catch(() => undefined);
}
