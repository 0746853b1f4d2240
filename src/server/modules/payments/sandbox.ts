import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentOutcome } from '#shared/schemas/payment';

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
  description: string;
  when: string;
  payer: string;
  signatures: Record<PaymentOutcome, string>;
};

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
      <button type="submit" class="${className}">${escapeHtml(label)}</button>
    </form>`;
}

/** A plain HTML page with two forms (no script, so the strict CSP holds). */
export function checkoutPage(view: CheckoutView): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sandbox payment — Mashwara</title>
  <style>
    body { font-family: system-ui, sans-serif; background: #f4f6f8; color: #1a1f24; margin: 0; }
    main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 2px 12px rgb(0 0 0 / 8%); }
    h1 { font-size: 1.25rem; margin-top: 0; }
    .note { background: #fff4d6; border: 1px solid #e0b84a; border-radius: 8px; padding: .75rem; font-size: .9rem; }
    dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; }
    dt { color: #4a5560; }
    dd { margin: 0; font-weight: 600; }
    .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
    button { font: inherit; padding: .65rem 1.2rem; border-radius: 8px; border: 1px solid transparent; cursor: pointer; }
    .pay { background: #0b6e4f; color: #fff; }
    .decline { background: #fff; color: #8a1c1c; border-color: #8a1c1c; }
    button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  </style>
</head>
<body>
  <main>
    <h1>Sandbox payment</h1>
    <p class="note">This is the test payment provider of this server. No money moves: choose Pay or Decline to see how the app handles each outcome.</p>
    <dl>
      <dt>Amount</dt><dd>${escapeHtml(view.amount)}</dd>
      <dt>For</dt><dd>${escapeHtml(view.description)}</dd>
      <dt>When</dt><dd>${escapeHtml(view.when)}</dd>
      <dt>Payer</dt><dd>${escapeHtml(view.payer)}</dd>
      <dt>Reference</dt><dd>${escapeHtml(view.reference)}</dd>
    </dl>
    <div class="actions">
      ${outcomeForm(view, 'success', `Pay ${view.amount}`, 'pay')}
      ${outcomeForm(view, 'failed', 'Decline', 'decline')}
    </div>
  </main>
</body>
</html>`;
}
