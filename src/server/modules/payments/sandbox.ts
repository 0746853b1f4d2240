import { createHmac, timingSafeEqual } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatClinicDate, formatClinicTime } from '#shared/domain/clinic-time';
import type { Language } from '#shared/schemas/notification-preferences';
import type { PaymentOutcome } from '#shared/schemas/payment';
import { DIST } from '../../build-app';

/**
 * The sandbox provider (ADR 010) signs what it hands the browser with an HMAC keyed by the server's
 * secret, so a checkout page or a callback cannot be made up or altered on the way.
 */
export function sandboxSign(secret: string, ...parts: string[]): string {
  return createHmac('sha256', secret)
    .update(['sandbox', ...parts].join('|'))
    .digest('hex');
}

export function sandboxVerify(secret: string, signature: string, ...parts: string[]): boolean {
  const given = Buffer.from(signature);
  const expected = Buffer.from(sandboxSign(secret, ...parts));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

export type CheckoutView = {
  reference: string;
  amount: string;
  /** The English description and time; Urdu words them from `doctorName` and `start`. */
  description: string;
  when: string;
  payer: string;
  doctorName: string;
  start: Date;
  timeZone: string;
  signatures: Record<PaymentOutcome, string>;
};

/** The page's words in each language (ADR 148). */
export const CHECKOUT_TEXTS = {
  en: {
    title: 'Sandbox payment — Mashwara',
    heading: 'Sandbox payment',
    note: 'This is the test payment provider of this server. No money moves: choose Pay or Decline to see how the app handles each outcome.',
    amount: 'Amount',
    for: 'For',
    when: 'When',
    payer: 'Payer',
    reference: 'Reference',
    pay: 'Pay {amount}',
    decline: 'Decline',
  },
  ur: {
    title: 'آزمائشی ادائیگی — Mashwara',
    heading: 'آزمائشی ادائیگی',
    note: 'یہ اس سرور کا آزمائشی ادائیگی کا نظام ہے۔ کوئی رقم منتقل نہیں ہوتی: ادا کریں یا انکار کریں چن کر دیکھیں کہ ایپ ہر نتیجے کو کیسے سنبھالتی ہے۔',
    amount: 'رقم',
    for: 'کس لیے',
    when: 'کب',
    payer: 'ادا کرنے والا',
    reference: 'حوالہ نمبر',
    pay: '{amount} ادا کریں',
    decline: 'انکار کریں',
  },
} as const satisfies Record<Language, Record<string, string>>;

/**
 * The app's own Urdu font (ADR 146) for a device that has none, found in the build's assets on
 * each request (a rebuild renames it); none without a build. Only Arabic script fetches it.
 */
export function urduFontFace(distDir = DIST): string {
  let name: string | undefined;
  try {
    name = readdirSync(join(distDir, 'assets')).find((n) =>
      /^noto-nastaliq-urdu-arabic-400-normal-[\w-]+\.woff2$/.test(n),
    );
  } catch {
    return '';
  }
  if (!name) return '';
  return `@font-face { font-family: 'Mashwara Nastaliq'; font-display: swap; src: local('Noto Nastaliq Urdu'), url('/assets/${name}') format('woff2'); unicode-range: U+0600-06FF, U+0750-077F, U+200C-200F, U+FB50-FDFF, U+FE70-FEFC; }`;
}

/** What the page says about the payment, in the payer's language. */
function details(view: CheckoutView, language: Language) {
  if (language === 'en') return { description: view.description, when: view.when };
  const zone = { timeZone: view.timeZone, locale: 'ur' };
  return {
    description: `<bdi>${escapeHtml(view.doctorName)}</bdi> کے ساتھ مشاورت`,
    when: `${escapeHtml(formatClinicDate(view.start, zone))}، ${escapeHtml(formatClinicTime(view.start, zone))}`,
  };
}

function outcomeForm(
  view: CheckoutView,
  outcome: PaymentOutcome,
  label: string,
  className: string,
) {
  return `<form method="post" action="/api/payments/sandbox/callback">
      <input type="hidden" name="ref" value="${escapeHtml(view.reference)}">
      <input type="hidden" name="outcome" value="${outcome}">
      <input type="hidden" name="signature" value="${view.signatures[outcome]}">
      <button type="submit" class="${className}">${label}</button>
    </form>`;
}

/**
 * A plain HTML page with two forms (no script, so the strict CSP holds), in the payer's language
 * (ADR 148), that fits a 360 px phone: the facts stack under their labels there, long addresses
 * and references wrap, and the buttons take the full width.
 */
export function checkoutPage(view: CheckoutView, language: Language = 'en'): string {
  const t = CHECKOUT_TEXTS[language];
  const urdu = language === 'ur';
  const { description, when } = details(view, language);
  const amount = `<bdi>${escapeHtml(view.amount)}</bdi>`;
  const english = (text: string) =>
    urdu ? `<bdi dir="ltr">${escapeHtml(text)}</bdi>` : escapeHtml(text);
  const font = urdu
    ? "'Noto Nastaliq Urdu', 'Noto Naskh Arabic', 'Jameel Noori Nastaleeq', 'Urdu Typesetting', 'Noto Sans Arabic', 'Mashwara Nastaliq', system-ui, sans-serif"
    : 'system-ui, sans-serif';
  return `<!doctype html>
<html lang="${language}" dir="${urdu ? 'rtl' : 'ltr'}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(t.title)}</title>
  <style>
    ${urdu ? urduFontFace() : ''}
    *, *::before, *::after { box-sizing: border-box; }
    body { font-family: ${font}; line-height: ${urdu ? 2 : 1.5}; background: #f4f6f8; color: #1a1f24; margin: 0; padding: 1rem; overflow-wrap: anywhere; }
    main { max-width: 28rem; margin: 0 auto; background: #fff; border-radius: 12px; padding: 1.25rem; box-shadow: 0 2px 12px rgb(0 0 0 / 8%); }
    h1 { font-size: 1.25rem; margin-block-start: 0; }
    .note { background: #fff4d6; border: 1px solid #e0b84a; border-radius: 8px; padding: .75rem; font-size: .9rem; }
    dl { display: grid; grid-template-columns: minmax(0, 1fr); gap: .15rem; }
    dt { color: #4a5560; }
    dd { margin: 0 0 .5rem; font-weight: 600; min-width: 0; }
    .actions { display: flex; flex-direction: column; gap: .75rem; margin-block-start: 1.5rem; }
    form { margin: 0; }
    button { font: inherit; width: 100%; min-height: 44px; padding: .65rem 1.2rem; border-radius: 8px; border: 1px solid transparent; cursor: pointer; }
    .pay { background: #0b6e4f; color: #fff; }
    .decline { background: #fff; color: #8a1c1c; border-color: #8a1c1c; }
    button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
    @media (min-width: 30rem) {
      body { padding: 3rem 1rem; }
      main { padding: 2rem; }
      dl { grid-template-columns: auto minmax(0, 1fr); gap: .4rem 1rem; }
      dd { margin: 0; }
      .actions { flex-direction: row; }
      button { width: auto; }
    }
  </style>
</head>
<body>
  <main>
    <h1>${escapeHtml(t.heading)}</h1>
    <p class="note">${escapeHtml(t.note)}</p>
    <dl>
      <dt>${escapeHtml(t.amount)}</dt><dd>${amount}</dd>
      <dt>${escapeHtml(t.for)}</dt><dd>${urdu ? description : escapeHtml(description)}</dd>
      <dt>${escapeHtml(t.when)}</dt><dd>${urdu ? when : escapeHtml(when)}</dd>
      <dt>${escapeHtml(t.payer)}</dt><dd>${english(view.payer)}</dd>
      <dt>${escapeHtml(t.reference)}</dt><dd>${english(view.reference)}</dd>
    </dl>
    <div class="actions">
      ${outcomeForm(view, 'success', escapeHtml(t.pay).replace('{amount}', amount), 'pay')}
      ${outcomeForm(view, 'failed', escapeHtml(t.decline), 'decline')}
    </div>
  </main>
</body>
</html>`;
}
