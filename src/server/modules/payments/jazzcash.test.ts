import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  jazzcashForm,
  jazzcashHashValid,
  jazzcashReference,
  jazzcashSecureHash,
} from '#server/modules/payments/jazzcash';
import { sandboxSign, sandboxVerify } from '#server/modules/payments/sandbox';

const SALT = 'z8x9y7w6';
const fields: Record<string, string> = {
  pp_Version: '1.1',
  pp_TxnType: 'MWALLET',
  pp_Language: 'EN',
  pp_MerchantID: 'MC12345',
  pp_Password: 'pass123',
  pp_BankID: '',
  pp_TxnRefNo: 'T2025011314000012345',
  pp_Amount: '150000',
  pp_TxnCurrency: 'PKR',
  pp_TxnDateTime: '20250113140000',
  pp_BillReference: 'billRef',
  pp_Description: 'Consultation with Dr. Imran Qureshi',
  pp_TxnExpiryDateTime: '20250113150000',
  pp_ReturnURL: 'https://mashwara.pk/api/payments/jazzcash/callback',
};

describe('the JazzCash secure hash', () => {
  it('matches a worked example: salt, then non-empty pp_ values sorted by field name, HMAC-SHA256, upper-case hex', () => {
    // Written out by hand: pp_Amount, pp_BillReference, pp_Description, pp_Language,
    // pp_MerchantID, pp_Password, pp_ReturnURL, pp_TxnCurrency, pp_TxnDateTime,
    // pp_TxnExpiryDateTime, pp_TxnRefNo, pp_TxnType, pp_Version (the empty pp_BankID is left out).
    const message =
      'z8x9y7w6&150000&billRef&Consultation with Dr. Imran Qureshi&EN&MC12345&pass123' +
      '&https://mashwara.pk/api/payments/jazzcash/callback&PKR&20250113140000&20250113150000' +
      '&T2025011314000012345&MWALLET&1.1';
    const expected = createHmac('sha256', SALT).update(message).digest('hex').toUpperCase();
    expect(jazzcashSecureHash(fields, SALT)).toBe(expected);
    expect(expected).toMatch(/^[0-9A-F]{64}$/);
  });

  it('leaves pp_SecureHash itself and fields without the pp_ prefix out of the hash', () => {
    const base = jazzcashSecureHash(fields, SALT);
    expect(jazzcashSecureHash({ ...fields, pp_SecureHash: 'ABC', other: 'x' }, SALT)).toBe(base);
  });

  it('accepts a signed answer and refuses one with any field altered', () => {
    const signed: Record<string, string> = { ...fields, pp_ResponseCode: '000' };
    signed.pp_SecureHash = jazzcashSecureHash(signed, SALT);
    expect(jazzcashHashValid(signed, SALT)).toBe(true);
    expect(jazzcashHashValid({ ...signed, pp_Amount: '100' }, SALT)).toBe(false);
    expect(jazzcashHashValid({ ...signed, pp_ResponseCode: '999' }, SALT)).toBe(false);
    expect(jazzcashHashValid(signed, 'another-salt')).toBe(false);
    expect(jazzcashHashValid({ ...signed, pp_SecureHash: '' }, SALT)).toBe(false);
  });
});

describe('the JazzCash form', () => {
  it('sends the amount in paisa, PKT times, the documented constants and a valid hash', () => {
    const form = jazzcashForm(
      { merchantId: 'MC12345', password: 'pass123', integritySalt: SALT },
      {
        reference: 'T2025011314000012345',
        amount: 1500,
        billReference: 'billRef',
        description: 'Consultation with Dr. Imran Qureshi',
      },
      'https://mashwara.pk/api/payments/jazzcash/callback',
      new Date('2025-01-13T09:00:00Z'),
    );
    expect(form).toMatchObject({
      pp_Version: '1.1',
      pp_TxnType: 'MWALLET',
      pp_Language: 'EN',
      pp_Amount: '150000',
      pp_TxnCurrency: 'PKR',
      pp_TxnDateTime: '20250113140000',
      pp_TxnExpiryDateTime: '20250113150000',
    });
    const { pp_BankID: _unused, ...withoutEmpty } = fields;
    expect(form.pp_SecureHash).toBe(jazzcashSecureHash(withoutEmpty, SALT));
  });

  it('makes 20-character references from the PKT time', () => {
    expect(jazzcashReference(new Date('2025-01-13T09:00:00Z'), '00042')).toBe(
      'T2025011314000000042',
    );
  });
});

describe('the sandbox signature', () => {
  it('verifies what it signed and nothing else', () => {
    const sig = sandboxSign('secret-1', 'callback', 'SBX1', 'success');
    expect(sandboxVerify('secret-1', sig, 'callback', 'SBX1', 'success')).toBe(true);
    expect(sandboxVerify('secret-1', sig, 'callback', 'SBX1', 'failed')).toBe(false);
    expect(sandboxVerify('secret-2', sig, 'callback', 'SBX1', 'success')).toBe(false);
    expect(sandboxVerify('secret-1', 'nonsense', 'callback', 'SBX1', 'success')).toBe(false);
  });
});
