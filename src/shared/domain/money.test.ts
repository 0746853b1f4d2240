import { describe, expect, it } from 'vitest';
import { formatPKR } from '#shared/domain/money';

describe('PKR formatting (ADR 005)', () => {
  it('writes rupees as whole numbers with thousands separators', () => {
    expect(formatPKR(1500)).toBe('Rs 1,500');
    expect(formatPKR(500)).toBe('Rs 500');
    expect(formatPKR(1_234_567)).toBe('Rs 1,234,567');
    expect(formatPKR(0)).toBe('Rs 0');
  });

  it('rounds to whole rupees', () => {
    expect(formatPKR(1499.5)).toBe('Rs 1,500');
    expect(formatPKR(1500.4)).toBe('Rs 1,500');
  });
});
