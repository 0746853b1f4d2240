import { api } from '#app/lib/api-client';
import type { CashTotals } from '#shared/schemas/desk-cash';

/** GET /desk/cash: the practice's cash book for a clinic day (ADR 155); online only. */
export const fetchCash = (practiceId: string, date: string) =>
  api.get<CashTotals>('/desk/cash', { query: { practiceId, date } });

export type DayClose = { counted: number; expected: number; difference: number };

/**
 * POST /desk/cash/close: the cash this member counted, once per practice and day (409
 * DAY_CLOSED). Online only: a close is a statement about the drawer now, not a change to replay.
 */
export const closeDay = (practiceId: string, date: string, counted: number) =>
  api
    .post<{ close: DayClose }>('/desk/cash/close', { practiceId, date, counted })
    .then((r) => r.data.close);
