import type { PhoneRule } from '#shared/schemas/phone';

let loading: Promise<PhoneRule> | undefined;

/**
 * The phone rule the shared schemas take (ADR 102). libphonenumber-js's metadata (about 50 KB
 * gzip) is a chunk of its own, loaded where a phone is entered rather than with any route; the
 * service worker precaches it with the other chunks, so it loads offline too.
 */
export function loadPhoneRule(): Promise<PhoneRule> {
  if (!loading) {
    const attempt = import('#shared/domain/phone-number').then((m) => m.normalizePhone);
    // A load that failed (a new build's chunk not yet cached, offline) is tried again next time.
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    loading = attempt;
  }
  return loading;
}
