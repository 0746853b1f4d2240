import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The form fields of a form post, the parsed JSON of a JSON one. */
  form: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: asserted field by field in tests
  json: any;
};

/**
 * A messaging provider on a local port, as the real one would be called: it keeps every request
 * (path, headers, form or JSON body) for the test to check, and answers with the statuses it is
 * told, one per request (the last one repeats), and a body naming the message.
 */
/** An answer that never comes: the provider holds the request open. */
export const HANG = -1;

export async function startProviderStub(answers: number[] = [201]) {
  const requests: StubRequest[] = [];
  const statuses = [...answers];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const type = req.headers['content-type'] ?? '';
      let json: unknown = null;
      if (type.startsWith('application/json')) json = JSON.parse(body);
      const form = type.startsWith('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(body))
        : {};
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        form,
        json,
      });
      const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
      const n = requests.length;
      if (status === HANG) return;
      res.writeHead(status, { 'content-type': 'application/json' });
      // Each provider names the message its own way: Twilio's sid, the Cloud API's wamid.
      const path = req.url ?? '';
      const answer = path.endsWith('/Messages.json')
        ? { sid: `SM${n}`, status: 'queued' }
        : path.endsWith('/messages')
          ? { messaging_product: 'whatsapp', messages: [{ id: `wamid.${n}` }] }
          : { id: `hook-${n}` };
      res.end(JSON.stringify(status < 300 ? answer : { message: 'Provider error', code: status }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The statuses of the next answers. */
    answer(...next: number[]) {
      statuses.splice(0, statuses.length, ...next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type ProviderStub = Awaited<ReturnType<typeof startProviderStub>>;

/** What a JazzCash refund request does: refund and answer, fail with 500, or refund and lose the answer. */
export type JazzcashRefundBehaviour = 'ok' | 500 | 'lost';

const REFUND_FIELDS = [
  'pp_Amount',
  'pp_MerchantID',
  'pp_MerchantMPIN',
  'pp_Password',
  'pp_SecureHash',
  'pp_TxnCurrency',
  'pp_TxnRefNo',
];
const INQUIRY_FIELDS = ['pp_MerchantID', 'pp_Password', 'pp_SecureHash', 'pp_TxnRefNo'];

/**
 * JazzCash's own check, written apart from the server's: the salt, then the non-empty pp_ values
 * sorted by field name, HMAC-SHA256 in upper-case hex.
 */
export function jazzcashHash(integritySalt: string, fields: Record<string, string>) {
  const values = Object.keys(fields)
    .filter((k) => k.startsWith('pp_') && k !== 'pp_SecureHash' && fields[k])
    .sort()
    .map((k) => fields[k]);
  return createHmac('sha256', integritySalt)
    .update([integritySalt, ...values].join('&'))
    .digest('hex')
    .toUpperCase();
}

/**
 * A local JazzCash for refunds (ADR 107, ADR 140): the wallet refund request and the Transaction
 * Status Inquiry, each checked field by field against the merchant's credentials and the secure
 * hash (HMAC-SHA256 keyed with the salt over the salt and the sorted non-empty pp_ values); a
 * request that differs is answered 400 and counted in `rejected`. It remembers the charges it
 * refunded, so the inquiry answers truthfully and `made` counts the money that really went back.
 */
export async function startJazzcashStub(merchant: {
  merchantId: string;
  password: string;
  integritySalt: string;
  mpin: string;
}) {
  const sign = (fields: Record<string, string>) => jazzcashHash(merchant.integritySalt, fields);
  const requests: { path: string; type: string; body: Record<string, string> }[] = [];
  const rejected: string[] = [];
  const made = new Set<string>();
  const again: string[] = [];
  const behaviours: JazzcashRefundBehaviour[] = [];
  const exact = (body: Record<string, string>, keys: string[]) =>
    Object.keys(body).sort().join() === keys.join() &&
    body.pp_MerchantID === merchant.merchantId &&
    body.pp_Password === merchant.password &&
    body.pp_SecureHash === sign(body);
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const path = req.url ?? '';
      const type = req.headers['content-type'] ?? '';
      let body: Record<string, string> = {};
      try {
        body = JSON.parse(raw) as Record<string, string>;
      } catch {}
      requests.push({ path, type, body });
      const answer = (status: number, fields: Record<string, string>) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(fields));
      };
      const refund = path === '/ApplicationAPI/API/Purchase/domwalletrefundtransaction';
      const inquiry = path === '/ApplicationAPI/API/PaymentInquiry/Inquire';
      const valid =
        type.startsWith('application/json') &&
        ((refund && exact(body, REFUND_FIELDS) && body.pp_MerchantMPIN === merchant.mpin) ||
          (inquiry && exact(body, INQUIRY_FIELDS)));
      if (!valid) {
        rejected.push(`${path} ${raw}`);
        return answer(400, { pp_ResponseCode: '110', pp_ResponseMessage: 'Invalid request' });
      }
      const ref = body.pp_TxnRefNo!;
      const rrn = `RRN-${ref.slice(-6)}`;
      if (inquiry) {
        const fields: Record<string, string> = {
          pp_ResponseCode: '000',
          pp_ResponseMessage: 'Successfully processed',
          pp_TxnRefNo: ref,
          pp_Status: made.has(ref) ? 'Refunded' : 'Completed',
          pp_RetreivalReferenceNo: rrn,
        };
        return answer(200, { ...fields, pp_SecureHash: sign(fields) });
      }
      const behaviour = behaviours.shift() ?? 'ok';
      if (behaviour === 500) {
        return answer(500, { pp_ResponseCode: '999', pp_ResponseMessage: 'System error' });
      }
      if (made.has(ref)) {
        // JazzCash refunds a transaction once: a second request for it is refused.
        again.push(ref);
        return answer(200, { pp_ResponseCode: '199', pp_ResponseMessage: 'Already refunded' });
      }
      made.add(ref);
      // The refund is made, but its answer never reaches the server.
      if (behaviour === 'lost') return req.socket.destroy();
      answer(200, {
        pp_ResponseCode: '000',
        pp_ResponseMessage: 'Thank you for Using JazzCash, your transaction was successful.',
        pp_TxnRefNo: ref,
        pp_RetreivalReferenceNo: rrn,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    refundUrl: `http://127.0.0.1:${port}/ApplicationAPI/API/Purchase/domwalletrefundtransaction`,
    requests,
    rejected,
    /** The charges JazzCash refunded, and those it was asked to refund again. */
    made,
    again,
    /** The behaviour of the next refund requests, in order; then each one succeeds. */
    next(...next: JazzcashRefundBehaviour[]) {
      behaviours.splice(0, behaviours.length, ...next);
    },
    reset() {
      requests.length = 0;
      rejected.length = 0;
      again.length = 0;
      behaviours.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type JazzcashStub = Awaited<ReturnType<typeof startJazzcashStub>>;
