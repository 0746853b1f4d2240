import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jazzcashSecureHash } from '#server/lib/jazzcash-hash';
import { inquireJazzcashRefund } from './jazzcash-inquiry';

const SALT = 'salt-0123';
let answer: { status: number; body: Record<string, string> } = { status: 200, body: {} };
let server: Server;
let refundUrl: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  refundUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ApplicationAPI/API/Purchase/domwalletrefundtransaction`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const signed = (fields: Record<string, string>) => ({
  ...fields,
  pp_SecureHash: jazzcashSecureHash(fields, SALT),
});
const ask = () =>
  inquireJazzcashRefund(
    { merchantId: 'MC1', password: 'p', integritySalt: SALT, mpin: '1', refundUrl },
    'T2026120203000012345',
    2000,
  );
const status = (pp_Status: string, code = '000') =>
  signed({
    pp_ResponseCode: code,
    pp_TxnRefNo: 'T2026120203000012345',
    pp_Status,
    pp_RetreivalReferenceNo: 'RRN-1',
  });

// ADR 140: only a clear answer lets a refund go out again; a doubt sends nothing.
describe("JazzCash's status inquiry before a refund is sent again", () => {
  it('a refunded charge completes the refund with JazzCash’s reference', async () => {
    answer = { status: 200, body: status('Refunded') };
    expect(await ask()).toEqual({ state: 'refunded', reference: 'RRN-1' });
  });

  it('a charge that still stands lets the refund go out again', async () => {
    answer = { status: 200, body: status('Completed') };
    expect(await ask()).toEqual({ state: 'not-refunded' });
  });

  it('a pending charge, a refused inquiry, a wrong signature or an error sends nothing', async () => {
    for (const body of [
      status('Pending'),
      status('Completed', '110'),
      { ...status('Completed'), pp_SecureHash: 'A'.repeat(64) },
      { ...status('Completed'), pp_TxnRefNo: 'T0000000000000000000' },
    ]) {
      answer = { status: 200, body };
      expect((await ask()).state).toBe('unknown');
    }
    answer = { status: 502, body: {} };
    expect(await ask()).toEqual({
      state: 'unknown',
      error: 'JazzCash status inquiry answered 502',
    });
  });
});
