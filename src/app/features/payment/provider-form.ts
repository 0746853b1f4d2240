import type { PaymentCreateAnswer } from '#shared/schemas/payment';

/**
 * The create call's answer when it is usable: a redirect address (http(s) or this site) and
 * the form fields as text. Anything else is 'Invalid payment response from server'.
 */
export function readPaymentAnswer(
  answer: unknown,
  origin = globalThis.location?.origin ?? 'http://localhost',
): PaymentCreateAnswer | null {
  if (!answer || typeof answer !== 'object') return null;
  const { redirectUrl, formData } = answer as Record<string, unknown>;
  if (typeof redirectUrl !== 'string' || !redirectUrl.trim()) return null;
  if (!formData || typeof formData !== 'object' || Array.isArray(formData)) return null;
  let url: URL;
  try {
    url = new URL(redirectUrl, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(formData as Record<string, unknown>)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'object') return null;
    fields[key] = String(value);
  }
  return { redirectUrl: url.href, formData: fields };
}

/** ADR 010: the browser posts a hidden form to the provider; the page is left behind. */
export function postToProvider(answer: PaymentCreateAnswer, doc: Document = document) {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = answer.redirectUrl;
  form.hidden = true;
  for (const [name, value] of Object.entries(answer.formData)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
