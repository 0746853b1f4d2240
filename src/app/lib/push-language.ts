import { i18n, t } from './i18n';
import { PUSH_TEXTS, PUSH_TEXTS_CACHE, PUSH_TEXTS_URL, type PushTexts } from './push-texts';

/** The push texts in the active language, as the service worker reads them (ADR 104). */
export function pushTextsNow(): PushTexts {
  const lang = i18n.locale || 'en';
  return {
    lang,
    dir: lang === 'ur' ? 'rtl' : 'ltr',
    texts: Object.fromEntries(PUSH_TEXTS.map((english) => [english, t(english)])),
  };
}

async function write(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(PUSH_TEXTS_CACHE);
  await cache.put(
    PUSH_TEXTS_URL,
    new Response(JSON.stringify(pushTextsNow()), {
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

let following = false;

/**
 * Keeps the worker's push texts in the language the reader chose: written now and on every
 * switch. They hold no personal data, so they stay after sign-out.
 */
export function followLanguageForPush(): void {
  if (following) return;
  following = true;
  const save = () => void write().catch(() => undefined);
  save();
  i18n.on('change', save);
}
