import type { CashTotals } from '#shared/schemas/desk-cash';
import { CLINIC } from './desk-harness';

/** A clinic's cash book as `GET /api/desk/cash` answers it (ADR 155); empty unless given. */
export const cashTotals = (over: Partial<CashTotals> = {}): CashTotals => ({
  practiceId: CLINIC._id,
  date: '2026-12-02',
  total: 0,
  byMethod: [],
  byMember: [],
  closes: [],
  ...over,
});

/** A day with two members' cash, one close short by 100 and one over by 50. */
export const BUSY_DAY = cashTotals({
  total: 4500,
  byMethod: [{ method: 'cash', amount: 4500, count: 4 }],
  byMember: [
    { memberId: 'desk-1', name: 'Rubina Akhtar', amount: 3000, count: 2 },
    { memberId: 'desk-2', name: 'Bilal Ahmed', amount: 1500, count: 2 },
  ],
  closes: [
    {
      name: 'Rubina Akhtar',
      counted: 2900,
      expected: 3000,
      difference: -100,
      at: '2026-12-02T13:00:00.000Z',
    },
    {
      name: 'Bilal Ahmed',
      counted: 1550,
      expected: 1500,
      difference: 50,
      at: '2026-12-02T13:30:00.000Z',
    },
  ],
});
