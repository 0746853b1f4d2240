import { lazyNamed } from '#app/lib/lazy-named';

/**
 * The offer of notifications that follows a booking (ADR 104), loaded when the booking is done,
 * not with the page that books (ADR 128).
 */
export const PushOffer = lazyNamed(
  () => import('#app/features/push/components/push-offer'),
  'PushOffer',
);
