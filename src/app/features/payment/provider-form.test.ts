// @vitest-environment happy-dom

import { describe, expect, it, vi } from 'vitest';
import { postToProvider, readPaymentAnswer } from '#app/features/payment/provider-form';

const ORIGIN = 'https://mashwara.example';

describe('the payment answer', () => {
  it('accepts a redirect address and form fields', () => {
    expect(
      readPaymentAnswer(
        { redirectUrl: '/api/payments/sandbox/checkout', formData: { ref: 'T1', amount: 150000 } },
        ORIGIN,
      ),
    ).toEqual({
      redirectUrl: `${ORIGIN}/api/payments/sandbox/checkout`,
      formData: { ref: 'T1', amount: '150000' },
    });
  });

  it('refuses an answer without redirectUrl or formData', () => {
    expect(readPaymentAnswer({ formData: {} }, ORIGIN)).toBeNull();
    expect(readPaymentAnswer({ redirectUrl: 'https://pay.example' }, ORIGIN)).toBeNull();
    expect(readPaymentAnswer({ redirectUrl: '', formData: {} }, ORIGIN)).toBeNull();
    expect(readPaymentAnswer(null, ORIGIN)).toBeNull();
    expect(
      readPaymentAnswer({ redirectUrl: 'https://pay.example', formData: ['a'] }, ORIGIN),
    ).toBeNull();
  });

  it('refuses a redirect that is not a web address', () => {
    expect(
      readPaymentAnswer({ redirectUrl: 'javascript:alert(1)', formData: {} }, ORIGIN),
    ).toBeNull();
  });
});

describe('sending the browser to the provider', () => {
  it('posts a hidden form with every field to the redirect address', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    postToProvider({
      redirectUrl: 'https://pay.example/checkout',
      formData: { pp_Amount: '150000', pp_TxnRefNo: 'T1' },
    });
    const form = document.body.querySelector('form')!;
    expect(form.method.toUpperCase()).toBe('POST');
    expect(form.action).toBe('https://pay.example/checkout');
    expect(form.hidden).toBe(true);
    const fields = Object.fromEntries(
      [...form.querySelectorAll('input')].map((i) => [i.name, { type: i.type, value: i.value }]),
    );
    expect(fields).toEqual({
      pp_Amount: { type: 'hidden', value: '150000' },
      pp_TxnRefNo: { type: 'hidden', value: 'T1' },
    });
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
