import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { payments } from '#server/db/schema/index';
import { PAYMENT_IN_PROGRESS_MINUTES } from '#shared/schemas/payment';
import type { TestServer } from './test-server';

/**
 * A browser's form post to the listening server, as a provider's page or the sandbox's checkout
 * sends it; redirects are not followed, so the 303 back to the app can be read.
 */
export async function postForm(baseUrl: string, path: string, fields: Record<string, string>) {
  const res = await fetch(new URL(`/api${path}`, baseUrl), {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  const text = await res.text();
  let body: { message?: string } | undefined;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, location: res.headers.get('location'), text, body };
}

/** The hidden fields of the sandbox checkout page's form for one outcome. */
export function sandboxFormOf(html: string, outcome: 'success' | 'failed') {
  const form = html.split('<form').find((f) => f.includes(`value="${outcome}"`));
  if (!form) throw new Error(`no ${outcome} form on the page: ${html.slice(0, 200)}`);
  return Object.fromEntries(
    [...form.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
  );
}

/** JazzCash's signed answer to the callback: salt, then sorted non-empty pp_ values, HMAC-SHA256. */
export function jazzcashAnswer(
  salt: string,
  merchantId: string,
  form: Record<string, string>,
  code = '000',
) {
  const fields: Record<string, string> = {
    pp_TxnRefNo: form.pp_TxnRefNo!,
    pp_Amount: form.pp_Amount!,
    pp_TxnCurrency: 'PKR',
    pp_MerchantID: merchantId,
    pp_BillReference: form.pp_BillReference!,
    pp_TxnDateTime: form.pp_TxnDateTime!,
    pp_ResponseCode: code,
    pp_ResponseMessage: 'Thank you for Using JazzCash',
  };
  const values = Object.keys(fields)
    .filter((k) => fields[k])
    .sort()
    .map((k) => fields[k]);
  const hash = createHmac('sha256', salt)
    .update([salt, ...values].join('&'))
    .digest('hex')
    .toUpperCase();
  return { ...fields, pp_SecureHash: hash };
}

/** Moves the server's clock past the time a started payment blocks another (ADR 140). */
export function pastPaymentInProgress(server: TestServer) {
  server.clock.offsetMs += (PAYMENT_IN_PROGRESS_MINUTES + 1) * 60_000;
}

export const paymentsOf = (server: TestServer, appointmentId: string) =>
  server.db.select().from(payments).where(eq(payments.appointmentId, appointmentId));
