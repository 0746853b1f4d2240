import { describe, expect, it } from 'vitest';
import { noRefundReason } from '#shared/domain/refund-policy';
import { refundView, showsRefund } from './refund';

const refund = (status: 'pending' | 'succeeded' | 'failed' | 'manual', amount = 1500) => ({
  amount,
  status,
  reference: null,
  createdAt: '2026-11-26T05:00:00.000Z',
});

describe('the refund line of an appointment', () => {
  it('a refund not yet confirmed, waiting for the administrator or failed is on its way', () => {
    for (const status of ['pending', 'manual', 'failed'] as const) {
      const a = { status: 'cancelled', payment: { status: 'paid', refunds: [refund(status)] } };
      expect(refundView(a, 24)).toEqual({ state: 'on-its-way', amount: 1500 });
    }
  });

  it('a refund made is Refunded with its amount', () => {
    const a = {
      status: 'cancelled',
      payment: { status: 'refunded', amount: 1500, refunds: [refund('succeeded', 1500)] },
    };
    expect(refundView(a, 24)).toEqual({ state: 'refunded', amount: 1500 });
  });

  it("a paid visit cancelled with no refund gives the server's window as the reason", () => {
    const a = {
      status: 'cancelled',
      payment: { status: 'paid', amount: 1500, refunds: [], noRefundReason: noRefundReason(48) },
    };
    expect(refundView(a, 24)).toEqual({ state: 'none', hours: 48 });
    expect(refundView({ status: 'cancelled', payment: { status: 'paid' } }, 24)).toEqual({
      state: 'none',
      hours: 24,
    });
  });

  it('says nothing while the cancel waits to sync, nor for a visit not paid online', () => {
    expect(refundView({ status: 'cancelled', payment: { status: 'paid' } }, 24, true)).toBeNull();
    expect(refundView({ status: 'cancelled', payment: { status: 'pending' } }, 24)).toBeNull();
    expect(refundView({ status: 'scheduled', payment: { status: 'paid' } }, 24)).toBeNull();
  });

  it('a card loads the line only when there is one, whatever the window (ADR 128)', () => {
    const paid = { status: 'cancelled', payment: { status: 'paid' } };
    expect(showsRefund(paid)).toBe(true);
    expect(showsRefund(paid, true)).toBe(false);
    expect(showsRefund({ status: 'cancelled', payment: { status: 'pending' } })).toBe(false);
    expect(showsRefund({ status: 'scheduled', payment: { status: 'paid' } })).toBe(false);
    expect(showsRefund({ status: 'completed', payment: { status: 'refunded', amount: 1 } })).toBe(
      true,
    );
    expect(showsRefund({ status: 'scheduled' })).toBe(false);
  });
});
